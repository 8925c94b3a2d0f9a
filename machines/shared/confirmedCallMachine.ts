import {
  assign,
  setup,
  type ActorRefFromLogic,
  type EventObject,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type StateMachine,
  type StateSchema,
} from 'xstate';
import { errorMessageOf } from './errors.ts';
import { unprovidedActor } from './unprovided.ts';
import { failure, output } from './outcomeParams.ts';

/** What the user does with a confirmed call, in the machine's own namespace `N`. */
export type ConfirmedCallEvent<N extends string, TRequest extends object> =
  /** The action is asked for on one thing: the confirmation opens. */
  | ({ type: `${N}.request` } & TRequest)
  | { type: `${N}.confirm` }
  /** The confirmation closed without calling the server (its cancel button, Escape, a click outside). */
  | { type: `${N}.dismiss` }
  | { type: `${N}.retry` };

/** What one confirmed call is: its names, the server call it makes, and what its context keeps. */
export interface ConfirmedCallDefinition<
  N extends string,
  TCalling extends string,
  TContext extends { error: string | null },
  TRequest extends object,
  TInput,
  TOutput,
  TCall extends string,
> {
  /** The machine's id, which names its events too. */
  id: N;
  /** The state while the server is called (`cancelling`, `refunding`). */
  calling: TCalling;
  /** The invoked actor's id and source, which the implementations give. */
  call: TCall;
  /** The context before any request, and after a dismissed one. */
  initial: TContext;
  /** Whether the request may open the confirmation at all. */
  canRequest(request: TRequest): boolean;
  /** What the context keeps of the request. */
  requested(request: TRequest): Partial<TContext>;
  /** What the context keeps of the server's answer. */
  answered(output: TOutput): Partial<TContext>;
  /** The server call's input, from the request the context keeps. */
  input(context: TContext): TInput;
}

type Action<TOutput> =
  | { type: 'reportDone'; params: { output: TOutput } }
  | { type: 'assignRequested'; params: unknown }
  | { type: 'assignDone'; params: { output: TOutput } }
  | { type: 'assignFailure'; params: { error: unknown } }
  | { type: 'forgetFailure'; params: unknown }
  | { type: 'forgetRequest'; params: unknown };

/** The machine `confirmedCallMachine` makes, typed by its definition `D`. */
export type ConfirmedCallMachine<D> =
  D extends ConfirmedCallDefinition<
    infer N,
    infer TCalling,
    infer TContext,
    infer TRequest,
    infer TInput,
    infer TOutput,
    infer TCall
  >
    ? StateMachine<
        TContext,
        ConfirmedCallEvent<N, TRequest>,
        { [id in TCall]?: ActorRefFromLogic<PromiseActorLogic<TOutput, TInput>> },
        { src: TCall; logic: PromiseActorLogic<TOutput, TInput>; id: string | undefined },
        Action<TOutput>,
        { type: 'canRequest'; params: unknown },
        never,
        'idle' | 'confirming' | TCalling | 'failed' | 'done',
        string,
        NonReducibleUnknown,
        NonReducibleUnknown,
        EventObject,
        MetaObject,
        StateSchema
      >
    : never;

/** `subscriptionCancel` as errors name it: `subscription cancel`. */
function spelt(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** The context and events the machine is built with; its definition's types are restored on the machine made. */
type AnyContext = { error: string | null } & Record<string, unknown>;
type AnyEvent = { type: string } & Record<string, unknown>;

/**
 * An action taken on one thing after a confirmation: asked for, confirmed, and the server called. A failure keeps
 * everything as it was, with the server's reason, and offers to try again; once done, the confirmation closes and
 * the context holds the thing as the server answered it, until another request. `reportDone` is the effect outside
 * the machine that the implementations give.
 */
export function confirmedCallMachine<
  const N extends string,
  const TCalling extends string,
  TContext extends { error: string | null },
  TRequest extends object,
  TInput,
  TOutput,
  const TCall extends string,
>(
  definition: ConfirmedCallDefinition<N, TCalling, TContext, TRequest, TInput, TOutput, TCall>,
): ConfirmedCallMachine<typeof definition> {
  const { id, calling, call } = definition;
  const requested = definition.requested as (request: AnyEvent) => Partial<AnyContext>;
  const canRequest = definition.canRequest as (request: AnyEvent) => boolean;
  const answered = definition.answered as (output: unknown) => Partial<AnyContext>;
  const input = definition.input as unknown as (context: AnyContext) => TInput;
  const request = { guard: 'canRequest', target: 'confirming', actions: 'assignRequested' } as const;
  const dismiss = { target: 'idle', actions: 'forgetRequest' } as const;
  const keepAnswer = [
    { type: 'assignDone', params: output('output') },
    { type: 'reportDone', params: output('output') },
  ] as const;
  const machine = setup({
    types: { context: {} as AnyContext, events: {} as AnyEvent },
    actors: { [call]: unprovidedActor<TOutput, TInput>(spelt(id), call) },
    actions: {
      reportDone: (_, _params: { output: unknown }) => {},
      assignRequested: assign(({ event }) => ({ ...requested(event), error: null })),
      assignDone: assign((_, params: { output: unknown }) => answered(params.output)),
      assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
      forgetFailure: assign({ error: null }),
      forgetRequest: assign(() => definition.initial as unknown as AnyContext),
    },
    guards: {
      canRequest: ({ event }) => event.type === `${id}.request` && canRequest(event),
    },
  }).createMachine({
    id,
    context: definition.initial as unknown as AnyContext,
    initial: 'idle',
    states: {
      idle: { on: { [`${id}.request`]: request } },
      confirming: { on: { [`${id}.confirm`]: { target: calling }, [`${id}.dismiss`]: dismiss } },
      [calling]: {
        invoke: {
          id: call,
          src: call,
          input: ({ context }) => input(context),
          onDone: { target: 'done', actions: keepAnswer },
          onError: { target: 'failed', actions: { type: 'assignFailure', params: failure } },
        },
      },
      /** Nothing changed on the server: the confirmation stays open with the reason and « Réessayer ». */
      failed: { on: { [`${id}.retry`]: { target: calling, actions: 'forgetFailure' }, [`${id}.dismiss`]: dismiss } },
      /** The confirmation has closed; the context holds the thing as the server now has it. */
      done: { on: { [`${id}.request`]: request } },
    },
  });
  return machine as unknown as ConfirmedCallMachine<typeof definition>;
}

/** The effects of a confirmed call: its server call, and `done` told of the thing as the server answered it. */
export function confirmedCallImplementations<TActors, TOutput>(actors: TActors, done: (output: TOutput) => void) {
  return { actors, actions: { reportDone: (_: unknown, { output }: { output: TOutput }) => done(output) } };
}

/** What the confirmation dialog of a confirmed call shows: closed, or open on its subject at a step. */
export type ConfirmationDialog<TSubject extends object, TCalling extends string> =
  { open: false } | ({ open: true; step: 'confirming' | TCalling | 'failed'; error: string | null } & TSubject);

/**
 * The dialog over `snapshot`: open while the confirmation asks, the server is called (`calling`) or after a failure,
 * which alone shows the server's reason; closed without a subject.
 */
export function confirmationDialog<TSubject extends object, TCalling extends string>(
  snapshot: { context: { error: string | null }; matches(state: NoInfer<'confirming' | 'failed' | TCalling>): boolean },
  calling: TCalling,
  subject: TSubject | null,
): ConfirmationDialog<TSubject, TCalling> {
  const step = (['confirming', calling, 'failed'] as const).find((state) => snapshot.matches(state));
  if (!subject || !step) return { open: false };
  return { open: true, ...subject, step, error: step === 'failed' ? snapshot.context.error : null };
}
