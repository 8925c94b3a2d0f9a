import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActor } from '../shared/unprovided.ts';
import { errorMessageOf } from '../shared/errors.ts';
import { createPaymentRefundActors, type PaymentRefundActors } from './actors.ts';
import type {
  BoCommande,
  PaymentRefundContext,
  PaymentRefundDependencies,
  PaymentRefundEvent,
  RembourserPaiementInput,
} from './types.ts';

const unprovidedActors: PaymentRefundActors = {
  rembourserPaiement: unprovidedActor<BoCommande, RembourserPaiementInput>('payment refund', 'rembourserPaiement'),
};

function target(context: PaymentRefundContext): RembourserPaiementInput {
  if (!context.commande || !context.paiement) throw new Error('No payment is having its refund recorded');
  return { idCommande: context.commande.Commande.Id, idPaiement: context.paiement.IdPaiement };
}

/**
 * Staff recording, from the order's page, the refund of a payment « à rembourser » they made at the provider: they
 * ask, confirm, and the server issues the credit note. A failure keeps everything as it was and offers to try
 * again; once done, the payment is no longer to be refunded and the confirmation closes.
 */
export const paymentRefundMachine = setup({
  types: {
    context: {} as PaymentRefundContext,
    events: {} as PaymentRefundEvent,
  },
  actors: unprovidedActors,
  actions: {
    // Effect outside the machine, given by `paymentRefundImplementations`.
    reportRefunded: (_, _params: { commande: BoCommande }) => {},
    assignRequested: assign(({ event }) => {
      assertEvent(event, 'paymentRefund.request');
      return { commande: event.commande, paiement: event.paiement, error: null };
    }),
    assignRefunded: assign((_, params: { commande: BoCommande }) => ({ commande: params.commande, paiement: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, '') || null })),
    forgetFailure: assign({ error: null }),
    forgetRequest: assign({ commande: null, paiement: null, error: null }),
  },
  guards: {
    isToRefund: ({ event }) =>
      event.type === 'paymentRefund.request' &&
      event.commande.PaiementsARembourser.some((paiement) => paiement.IdPaiement === event.paiement.IdPaiement),
  },
}).createMachine({
  id: 'paymentRefund',
  context: { commande: null, paiement: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'paymentRefund.request': { guard: 'isToRefund', target: 'confirming', actions: 'assignRequested' },
      },
    },
    confirming: {
      on: {
        'paymentRefund.confirm': { target: 'refunding' },
        'paymentRefund.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    refunding: {
      invoke: {
        id: 'rembourserPaiement',
        src: 'rembourserPaiement',
        input: ({ context }) => target(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignRefunded', params: ({ event }) => ({ commande: event.output }) },
            { type: 'reportRefunded', params: ({ event }) => ({ commande: event.output }) },
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
        'paymentRefund.retry': { target: 'refunding', actions: 'forgetFailure' },
        'paymentRefund.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    /** The confirmation has closed; `commande` is the order as the server now has it. */
    done: {
      on: {
        'paymentRefund.request': { guard: 'isToRefund', target: 'confirming', actions: 'assignRequested' },
      },
    },
  },
});

export type PaymentRefundMachine = typeof paymentRefundMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function paymentRefundImplementations(deps: PaymentRefundDependencies) {
  return {
    actors: createPaymentRefundActors(deps),
    actions: {
      reportRefunded: (_: unknown, { commande }: { commande: BoCommande }) => deps.refunded(commande),
    },
  };
}

export function createPaymentRefundMachine(deps: PaymentRefundDependencies) {
  return paymentRefundMachine.provide(paymentRefundImplementations(deps));
}
