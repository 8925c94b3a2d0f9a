import { expect } from 'vitest';
import type { AnyStateMachine, ContextFrom, SnapshotFrom, StateValue } from 'xstate';
import type { ConfirmationDialog } from '../../../machines/shared/confirmedCallMachine.ts';
import {
  actorDone,
  actorError,
  createMachineModel,
  type MachineModel,
  type ModelEvent,
  type ModelOptions,
} from '../modelRunner.ts';

/**
 * The model of a machine made by `confirmedCallMachine`: its sample events, and the invariants every confirmed call
 * keeps — the confirmation open exactly while the call is asked for, the answer reported once done, an error only
 * after a failure.
 */

/** Where a confirmed call's effect goes: what it was told, in order; a UI test may pass each on with `then`. */
export class ReportedSink<T> {
  readonly reported: T[] = [];
  then: ((value: T) => void) | null = null;

  readonly report = (value: T): void => {
    this.reported.push(value);
    this.then?.(value);
  };

  readonly reset = (): void => {
    this.reported.length = 0;
    this.then = null;
  };
}

/** What the runner reads of any confirmed call's snapshot. */
interface ConfirmedCallView {
  value: StateValue;
  context: { error: string | null };
  matches(state: string): boolean;
}

export interface ConfirmedCallModelOptions<TMachine extends AnyStateMachine, TSubject extends object, TOutput> {
  machine: TMachine;
  /** The machine's id, which names its events. */
  id: string;
  /** The invoked call's id. */
  call: string;
  /** The state while the server is called. */
  calling: string;
  /**
   * What `${id}.request` carries: requests the confirmation opens for, and one it never opens for (none when every
   * request is accepted).
   */
  requests: { accepted: readonly object[]; refused?: object };
  /** The server's answers to the accepted requests. */
  answers: readonly TOutput[];
  /** A refusal the server explains, whose reason the confirmation shows. */
  refusal: Error;
  /** The machine's actions over stand-in dependencies whose effect goes to `sink`. */
  implementations: ModelOptions<TMachine>['implementations'];
  sink: ReportedSink<TOutput>;
  /** What the context keeps of the request, as the graph tells states apart (with the value and the error). */
  held(context: ContextFrom<TMachine>): Record<string, unknown>;
  /** The thing the context holds once done: the answer reported. */
  answered(context: ContextFrom<TMachine>): TOutput | null;
  dialog(snapshot: SnapshotFrom<TMachine>): ConfirmationDialog<TSubject, string>;
  /** What holds of the confirmation while it is open. */
  expectAsked(subject: TSubject): void;
  /** What holds of the thing the server answered with, once done. */
  expectDone(answer: TOutput): void;
}

export function confirmedCallModel<TMachine extends AnyStateMachine, TSubject extends object, TOutput>(
  options: ConfirmedCallModelOptions<TMachine, TSubject, TOutput>,
): MachineModel<TMachine> {
  const { id, call, calling, sink } = options;
  // The events of a confirmed call are named by its id, which the machine's type cannot check here.
  const events = [
    ...options.requests.accepted.map((request) => ({ type: `${id}.request`, ...request })),
    ...(options.requests.refused ? [{ type: `${id}.request`, ...options.requests.refused }] : []),
    { type: `${id}.confirm` },
    { type: `${id}.dismiss` },
    { type: `${id}.retry` },
    ...options.answers.map((answer) => actorDone(call, answer)),
    actorError(call, options.refusal),
    // A fault of ours, not a refusal the server explained: nothing of it is shown.
    actorError(call, new Error('boom')),
  ] as ModelEvent<TMachine>[];
  const view = (snapshot: SnapshotFrom<TMachine>) => snapshot as unknown as ConfirmedCallView;
  const contextOf = (snapshot: SnapshotFrom<TMachine>) => (snapshot as { context: ContextFrom<TMachine> }).context;

  return createMachineModel({
    machine: options.machine,
    events,
    serializeState: (snapshot) =>
      JSON.stringify({
        value: view(snapshot).value,
        ...options.held(contextOf(snapshot)),
        error: view(snapshot).context.error,
      }),
    implementations: options.implementations,
    invariant: (snapshot) => {
      const current = view(snapshot);
      const dialog = options.dialog(snapshot);
      expect(dialog.open).toBe(['confirming', calling, 'failed'].some((state) => current.matches(state)));
      if (dialog.open) options.expectAsked(dialog);
      if (current.matches('done')) {
        const answer = options.answered(contextOf(snapshot));
        expect(sink.reported.at(-1)).toBe(answer);
        options.expectDone(answer!);
      }
      if (!current.matches('failed')) expect(current.context.error).toBeNull();
    },
  });
}
