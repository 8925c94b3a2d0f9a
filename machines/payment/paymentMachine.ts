import { setup } from 'xstate';
import { paymentOutcomeOfTransStatus } from '../../domain/order/transStatus.ts';
import type { PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';
import type { PaymentEvent, ReportOutcomeParams } from './types.ts';

function outcomeOf(event: PaymentEvent): PaymentOutcome | null {
  return event.type === 'payment.notified' ? paymentOutcomeOfTransStatus(event.transStatus) : null;
}

/**
 * The notification's outcome leads to the state of the same name; an unknown status is an error. A pending
 * attempt told again that it is pending stays as it is (the state is not entered again).
 */
const NOTIFIED = [
  { guard: 'isSuccess', target: 'succeeded' },
  { guard: 'isPending', target: 'pending' },
  { guard: 'isRefusal', target: 'refused' },
  { guard: 'isAbandonment', target: 'abandoned' },
  { guard: 'isExpiry', target: 'expired' },
  { target: 'errored' },
] as const;

function reportOutcome(outcome: PaymentOutcome) {
  return { type: 'reportOutcome', params: { outcome } } as const;
}

/**
 * One payment attempt of an order, run by the server with xstate's pure `transition()`: only the provider gives it an
 * outcome, by its notification or, for a pending attempt staff cancel, by its answer to the cancellation. Every
 * outcome but `pending` and `expired` is final, so a repeated notification changes nothing, and a notification arriving
 * after a cancellation (a late success) is kept but pays nothing (the server marks it to be refunded); a pending attempt
 * takes the outcome a later notification brings, an expired one a late success.
 */
export const paymentMachine = setup({
  types: {
    events: {} as PaymentEvent,
  },
  actions: {
    // An effect the server performs after the transition: the order machine moves on the outcome.
    reportOutcome: (_, _params: ReportOutcomeParams) => {},
  },
  guards: {
    isSuccess: ({ event }) => outcomeOf(event) === 'succeeded',
    isPending: ({ event }) => outcomeOf(event) === 'pending',
    isRefusal: ({ event }) => outcomeOf(event) === 'refused',
    isAbandonment: ({ event }) => outcomeOf(event) === 'abandoned',
    isExpiry: ({ event }) => outcomeOf(event) === 'expired',
  },
}).createMachine({
  id: 'payment',
  initial: 'created',
  states: {
    created: {
      on: {
        'payment.redirected': { target: 'redirected' },
        // The notification may be stored before the redirection is.
        'payment.notified': NOTIFIED,
        'payment.timedOut': { target: 'expired' },
      },
    },
    redirected: {
      on: {
        'payment.notified': NOTIFIED,
        'payment.timedOut': { target: 'expired' },
      },
    },
    pending: {
      entry: reportOutcome('pending'),
      on: {
        // The deadline no longer applies: the provider will say how the attempt ends.
        'payment.notified': NOTIFIED,
        'payment.cancelled': { target: 'cancelled' },
      },
    },
    succeeded: { type: 'final', entry: reportOutcome('succeeded') },
    refused: { type: 'final', entry: reportOutcome('refused') },
    abandoned: { type: 'final', entry: reportOutcome('abandoned') },
    errored: { type: 'final', entry: reportOutcome('errored') },
    /**
     * Not final: the portal gives up on an attempt after its validity, but the provider may still have charged the
     * customer. Its success, arriving late, settles the attempt as succeeded (and pays the order if it still awaits it).
     */
    expired: {
      entry: reportOutcome('expired'),
      on: {
        'payment.notified': { guard: 'isSuccess', target: 'succeeded' },
      },
    },
    cancelled: { type: 'final', entry: reportOutcome('cancelled') },
  },
});

export type PaymentMachine = typeof paymentMachine;
