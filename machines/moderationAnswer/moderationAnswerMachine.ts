import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { unprovidedActors } from '../shared/unprovided.ts';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../domain/publication/adminPublicationTexts.ts';
import { refusalHasReason } from '../../domain/publication/moderation.ts';
import { errorMessageOf } from '../shared/errors.ts';
import type {
  ModerationAnswerContext,
  ModerationAnswerDependencies,
  ModerationAnswerEvent,
  PublicationBO,
  ReponseModeration,
} from './types.ts';
import { failure } from '../shared/outcomeParams.ts';

const standIns = unprovidedActors<ReturnType<typeof moderationAnswerImplementations>['actors']>('moderation answer', [
  'answerModeration',
]);

function sent(context: ModerationAnswerContext): ReponseModeration {
  if (!context.reponse) throw new Error('No answer is being sent');
  return context.reponse;
}

/**
 * The back office answers a publication awaiting moderation: `Accepter`, or `Refuser` for one reason at least;
 * confirmed before it is sent. A failure keeps the form as it was, with the reason, to send again.
 */
export const moderationAnswerMachine = setup({
  types: { context: {} as ModerationAnswerContext, events: {} as ModerationAnswerEvent },
  actors: standIns,
  actions: {
    // Effect outside the machine, given by `moderationAnswerImplementations`.
    reportAnswered: (_, _params: { publication: PublicationBO; reponse: ReponseModeration }) => {},
    assignRequested: assign(({ event }) => {
      assertEvent(event, 'moderationAnswer.request');
      return { reponse: event.reponse, error: null };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, T.answer.failed),
    })),
    forgetRequest: assign({ reponse: null }),
  },
  guards: {
    /**
     * A refusal names one reason at least, alone or in a fix-list item (the contract's rule, checked before anything
     * is sent).
     */
    isComplete: ({ event }) =>
      event.type === 'moderationAnswer.request' &&
      (event.reponse.Accepte ||
        refusalHasReason([...(event.reponse.IdsRaisonRefus ?? []), ...(event.reponse.Elements ?? [])])),
  },
}).createMachine({
  id: 'moderationAnswer',
  context: { reponse: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'moderationAnswer.request': { guard: 'isComplete', target: 'confirming', actions: 'assignRequested' } },
    },
    confirming: {
      on: {
        'moderationAnswer.confirm': { target: 'sending' },
        'moderationAnswer.dismiss': { target: 'editing', actions: 'forgetRequest' },
      },
    },
    sending: {
      invoke: {
        id: 'answerModeration',
        src: 'answerModeration',
        input: ({ context }) => sent(context),
        onDone: {
          target: 'answered',
          actions: {
            type: 'reportAnswered',
            params: ({ event, context }) => ({ publication: event.output, reponse: sent(context) }),
          },
        },
        onError: { target: 'editing', actions: [{ type: 'assignFailure', params: failure }, 'forgetRequest'] },
      },
    },
    answered: { type: 'final' },
  },
});

export type ModerationAnswerMachine = typeof moderationAnswerMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function moderationAnswerImplementations(deps: ModerationAnswerDependencies) {
  return {
    actors: {
      answerModeration: fromPromise<PublicationBO, ReponseModeration>(({ input, signal }) =>
        deps.api.answer(input, signal),
      ),
    },
    actions: {
      reportAnswered: (
        _: unknown,
        { publication, reponse }: { publication: PublicationBO; reponse: ReponseModeration },
      ) => deps.answered(publication, reponse),
    },
  };
}

export function createModerationAnswerMachine(deps: ModerationAnswerDependencies) {
  return moderationAnswerMachine.provide(moderationAnswerImplementations(deps));
}
