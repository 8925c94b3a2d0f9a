import { isPaymentFailure, type PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';
import type { CommandeEvent } from './types.ts';

/** The events of the outcomes that are not failures: the order hears each of them apart. */
const COMMANDE_EVENT_OF_OUTCOME = {
  succeeded: { type: 'order.paymentSucceeded' },
  pending: { type: 'order.paymentPending' },
  cancelled: { type: 'order.paymentCancelled' },
} as const satisfies Partial<Record<PaymentOutcome, CommandeEvent>>;

/** The event an attempt's outcome sends to its order (the payment machine's `reportOutcome` carries the outcome). */
export function commandeEventOfPaymentOutcome(outcome: PaymentOutcome): CommandeEvent {
  return isPaymentFailure(outcome)
    ? { type: 'order.paymentFailed', outcome }
    : { ...COMMANDE_EVENT_OF_OUTCOME[outcome] };
}
