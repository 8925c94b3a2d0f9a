import type { PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';
import type { OrderEvent } from './types.ts';

/** The event an attempt's outcome sends to its order (the payment machine's `reportOutcome` carries the outcome). */
export function orderEventOfPaymentOutcome(outcome: PaymentOutcome): OrderEvent {
  switch (outcome) {
    case 'succeeded':
      return { type: 'order.paymentSucceeded' };
    case 'pending':
      return { type: 'order.paymentPending' };
    case 'cancelled':
      return { type: 'order.paymentCancelled' };
    default:
      return { type: 'order.paymentFailed', outcome };
  }
}
