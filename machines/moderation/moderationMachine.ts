import { setup } from 'xstate';
import { refusalHasReason } from '../../domain/publication/moderation.ts';
import type { ModerationEvent, RecordParams } from './types.ts';

/**
 * A publication's moderation, run by the server with xstate's pure `transition()` on the state its
 * IdEtatPublication stands for. The author submits a draft whose five steps are valid, or a refused publication
 * once corrected, and may withdraw it while it awaits an answer; the back office accepts it, or refuses it for
 * one reason at least. The actions are effects the server performs in the same transaction (`record`: a row of
 * the history) or after it commits (`notifyAuthor`: the e-mail of the answer).
 */
export const moderationMachine = setup({
  types: {
    events: {} as ModerationEvent,
  },
  actions: {
    record: (_, _params: RecordParams) => {},
    notifyAuthor: () => {},
  },
  guards: {
    areStepsValid: ({ event }) => event.type === 'moderation.submit' && event.firstInvalidStep === null,
    hasReasons: ({ event }) => event.type === 'moderation.refuse' && refusalHasReason(event.idsRaisonRefus),
  },
}).createMachine({
  id: 'moderation',
  initial: 'brouillon',
  states: {
    brouillon: {
      on: {
        'moderation.submit': {
          guard: 'areStepsValid',
          target: 'soumise',
          actions: { type: 'record', params: { nature: 'soumission' } },
        },
      },
    },
    /** Awaiting the back office's answer: read-only for its author. */
    soumise: {
      on: {
        'moderation.withdraw': {
          target: 'brouillon',
          actions: { type: 'record', params: { nature: 'retrait' } },
        },
        'moderation.accept': {
          target: 'validee',
          actions: [{ type: 'record', params: { nature: 'acceptation' } }, 'notifyAuthor'],
        },
        'moderation.refuse': {
          guard: 'hasReasons',
          target: 'refusee',
          actions: [{ type: 'record', params: { nature: 'refus' } }, 'notifyAuthor'],
        },
      },
    },
    /** Nothing moves a validated publication's moderation any more; its author can no longer change it. */
    validee: {},
    /** The author may correct it, then submit it again. */
    refusee: {
      on: {
        'moderation.submit': {
          guard: 'areStepsValid',
          target: 'soumise',
          actions: { type: 'record', params: { nature: 'soumission' } },
        },
      },
    },
  },
});

export type ModerationMachine = typeof moderationMachine;
