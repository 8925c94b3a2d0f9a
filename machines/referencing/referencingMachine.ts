import { setup } from 'xstate';
import type { ReferencingEvent } from './types.ts';

/**
 * A validated publication's referencing in the catalogue, run by the server with xstate's pure `transition()` on the
 * state stored in `referencements.etat` (state names are EtatReferencement values). Validated, it awaits its payment
 * or the next delivery; delivered, it awaits the catalogue's acknowledgement: referenced (with remarks or not), or
 * rejected, which its author takes back to correct and submit again, still paid. Staff changing a referenced
 * publication sends it again. The entry actions are effects the server performs once the state is stored:
 * `notifyAuthor` (an e-mail), `markReferenced` (IdEtatPublication 5), `reopenForCorrection` (back to a draft).
 */
export const referencingMachine = setup({
  types: {
    events: {} as ReferencingEvent,
  },
  actions: {
    notifyAuthor: () => {},
    markReferenced: () => {},
    reopenForCorrection: () => {},
  },
  guards: {
    isPaid: ({ event }) => event.type === 'referencing.validated' && event.paid,
  },
}).createMachine({
  id: 'referencing',
  initial: 'nonValidee',
  states: {
    /** Not validated by the moderation (yet): nothing to deliver, whether paid or not. */
    nonValidee: {
      on: {
        'referencing.validated': [{ guard: 'isPaid', target: 'aTransmettre' }, { target: 'aPayer' }],
      },
    },
    aPayer: {
      on: {
        'referencing.paid': { target: 'aTransmettre' },
      },
    },
    /** Validated and paid: the next delivery takes it. */
    aTransmettre: {
      on: {
        'referencing.delivered': { target: 'transmise' },
        'referencing.unpaid': { target: 'aPayer' },
      },
    },
    /** In a delivery the catalogue has not answered yet. */
    transmise: {
      entry: 'notifyAuthor',
      on: {
        'referencing.accepted': { target: 'referencee' },
        'referencing.acceptedWithRemarks': { target: 'referenceeAvecRemarques' },
        'referencing.rejected': { target: 'rejetee' },
      },
    },
    referencee: {
      entry: ['notifyAuthor', 'markReferenced'],
      on: {
        'referencing.changed': { target: 'aTransmettre' },
      },
    },
    referenceeAvecRemarques: {
      entry: ['notifyAuthor', 'markReferenced'],
      on: {
        'referencing.changed': { target: 'aTransmettre' },
      },
    },
    rejetee: {
      entry: 'notifyAuthor',
      on: {
        'referencing.correctionStarted': { target: 'aCorriger' },
      },
    },
    /** A draft again, which its author corrects and submits to the moderation; its referencing stays paid. */
    aCorriger: {
      entry: 'reopenForCorrection',
      on: {
        'referencing.validated': { target: 'aTransmettre' },
      },
    },
  },
});

export type ReferencingMachine = typeof referencingMachine;
