import { isPaymentFailure, type PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';
import type { OrderEvent } from './types.ts';

/** The events of the outcomes that are not failures: the order hears each of them apart. */
const ORDER_EVENT_OF_OUTCOME = {
  succeeded: { type: 'order.paymentSucceeded' },
  pending: { type: 'order.paymentPending' },
  cancelled: { type: 'order.paymentCancelled' },
} as const satisfies Partial<Record<PaymentOutcome, OrderEvent>>;

/** The event an attempt's outcome sends to its order (the payment machine's `reportOutcome` carries the outcome). */
export function orderEventOfPaymentOutcome(outcome: PaymentOutcome): OrderEvent {
  return isPaymentFailure(outcome) ? { type: 'order.paymentFailed', outcome } : { ...ORDER_EVENT_OF_OUTCOME[outcome] };
}
