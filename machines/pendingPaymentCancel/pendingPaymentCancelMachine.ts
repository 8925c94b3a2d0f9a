import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActor } from '../shared/unprovided.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { createPendingPaymentCancelActors, type PendingPaymentCancelActors } from './actors.ts';
import type {
  AnnulerPaiementInput,
  BoCommande,
  PendingPaymentCancelContext,
  PendingPaymentCancelDependencies,
  PendingPaymentCancelEvent,
} from './types.ts';

const unprovidedActors: PendingPaymentCancelActors = {
  annulerPaiement: unprovidedActor<BoCommande, AnnulerPaiementInput>('pending payment cancel', 'annulerPaiement'),
};

function target(context: PendingPaymentCancelContext): BoCommande {
  if (!context.commande) throw new Error('No order is having its payment cancelled');
  return context.commande;
}

/**
 * Staff cancelling, from the order's page, the payment attempt that awaits the bank's decision: they ask, confirm,
 * and the server cancels the transaction at the provider. A refusal or silence of the provider keeps everything as
 * it was and offers to try again; once done, the order is payable again and the confirmation closes.
 */
export const pendingPaymentCancelMachine = setup({
  types: {
    context: {} as PendingPaymentCancelContext,
    events: {} as PendingPaymentCancelEvent,
  },
  actors: unprovidedActors,
  actions: {
    // Effect outside the machine, given by `pendingPaymentCancelImplementations`.
    reportCancelled: (_, _params: { commande: BoCommande }) => {},
    assignRequested: assign(({ event }) => {
      assertEvent(event, 'pendingPaymentCancel.request');
      return { commande: event.commande, error: null };
    }),
    assignCancelled: assign((_, params: { commande: BoCommande }) => ({ commande: params.commande })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetFailure: assign({ error: null }),
    forgetRequest: assign({ commande: null, error: null }),
  },
  guards: {
    hasPendingAttempt: ({ event }) =>
      event.type === 'pendingPaymentCancel.request' && event.commande.PeutAnnulerPaiement,
  },
}).createMachine({
  id: 'pendingPaymentCancel',
  context: { commande: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'pendingPaymentCancel.request': {
          guard: 'hasPendingAttempt',
          target: 'confirming',
          actions: 'assignRequested',
        },
      },
    },
    confirming: {
      on: {
        'pendingPaymentCancel.confirm': { target: 'cancelling' },
        'pendingPaymentCancel.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    cancelling: {
      invoke: {
        id: 'annulerPaiement',
        src: 'annulerPaiement',
        input: ({ context }) => ({ idCommande: target(context).Commande.Id }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignCancelled', params: ({ event }) => ({ commande: event.output }) },
            { type: 'reportCancelled', params: ({ event }) => ({ commande: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Nothing changed: the confirmation stays open with the reason and « Réessayer ». */
    failed: {
      on: {
        'pendingPaymentCancel.retry': { target: 'cancelling', actions: 'forgetFailure' },
        'pendingPaymentCancel.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    /** The confirmation has closed; `commande` is the order as the server now has it. */
    done: {
      on: {
        'pendingPaymentCancel.request': {
          guard: 'hasPendingAttempt',
          target: 'confirming',
          actions: 'assignRequested',
        },
      },
    },
  },
});

export type PendingPaymentCancelMachine = typeof pendingPaymentCancelMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function pendingPaymentCancelImplementations(deps: PendingPaymentCancelDependencies) {
  return {
    actors: createPendingPaymentCancelActors(deps),
    actions: {
      reportCancelled: (_: unknown, { commande }: { commande: BoCommande }) => deps.cancelled(commande),
    },
  };
}

export function createPendingPaymentCancelMachine(deps: PendingPaymentCancelDependencies) {
  return pendingPaymentCancelMachine.provide(pendingPaymentCancelImplementations(deps));
}
