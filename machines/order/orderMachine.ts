import { setup } from 'xstate';
import type { CommandeEvent } from './types.ts';

/**
 * An order from the moment the basket is placed, run by the server with xstate's pure `transition()`. An order of
 * 0 € is paid as it is placed. Otherwise it moves on its payment attempts' outcomes: paid on success; still awaiting payment, and payable by a new attempt, after a
 * refusal, an abandonment, an error or an expiry; held while an attempt awaits the bank's decision, until the provider
 * settles it or staff cancel it there; cancelled only before payment, refunded only after. Staff move a
 * paid order in progress, then completed, and cancel an order: cancelled while unpaid, refunded (with a credit note)
 * once paid (`staffActions.ts`). The entry actions are effects the server queues in its outbox after the transition
 * is stored.
 */
export const orderMachine = setup({
  types: {
    events: {} as CommandeEvent,
  },
  actions: {
    queueInvoice: () => {},
    queuePaymentConfirmation: () => {},
    queueCreditNote: () => {},
  },
  guards: {
    isRefusal: ({ event }) => event.type === 'order.paymentFailed' && event.outcome === 'refused',
  },
}).createMachine({
  id: 'order',
  initial: 'placed',
  states: {
    placed: {
      on: {
        // Invoiced and confirmed as a payment would be; no attempt is ever opened for it.
        'order.settledWithoutPayment': { target: 'paid' },
        'order.paymentStarted': { target: 'awaitingPayment' },
        'order.cancelled': { target: 'cancelled' },
      },
    },
    awaitingPayment: {
      initial: 'open',
      on: {
        'order.paymentSucceeded': { target: 'paid' },
        'order.paymentFailed': [{ guard: 'isRefusal', target: '.refused' }, { target: '.open' }],
      },
      states: {
        /** No attempt yet, one under way, or the last one ended unpaid without a refusal. */
        open: {
          on: {
            // A new attempt after an abandoned, failed or expired one: the order stays as it is.
            'order.paymentStarted': { target: 'open' },
            'order.paymentPending': { target: 'pending' },
            'order.cancelled': { target: '#order.cancelled' },
          },
        },
        /** The bank refused the last attempt (IdEtatCommande 6); a new attempt reopens the payment. */
        refused: {
          on: {
            'order.paymentStarted': { target: 'open' },
            'order.paymentPending': { target: 'pending' },
            'order.cancelled': { target: '#order.cancelled' },
          },
        },
        /**
         * The provider may still accept an attempt: the order can be neither cancelled nor paid again until it says
         * how the attempt ends, or staff cancel the attempt there (IdEtatCommande 9).
         */
        pending: {
          on: {
            'order.paymentCancelled': { target: 'open' },
          },
        },
      },
    },
    paid: {
      entry: ['queueInvoice', 'queuePaymentConfirmation'],
      on: {
        'order.fulfilmentStarted': { target: 'inProgress' },
        'order.refunded': { target: 'refunded' },
      },
    },
    inProgress: {
      on: {
        'order.fulfilmentCompleted': { target: 'completed' },
        'order.refunded': { target: 'refunded' },
      },
    },
    /** Not final: a completed order may still be refunded (with a credit note). */
    completed: {
      on: {
        'order.refunded': { target: 'refunded' },
      },
    },
    cancelled: { type: 'final' },
    refunded: { type: 'final', entry: 'queueCreditNote' },
  },
});

export type OrderMachine = typeof orderMachine;
