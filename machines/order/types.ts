import type { PaymentFailure } from '../../domain/order/paymentOutcomes.ts';

/** Events are facts in the `order.` namespace; the payment ones come from the order's payment attempts. */
export type OrderEvent =
  /** A payment attempt was created for the order (the first one, or a retry). */
  | { type: 'order.paymentStarted' }
  | { type: 'order.paymentSucceeded' }
  /** The provider has not decided yet (awaiting validation or authorisation). */
  | { type: 'order.paymentPending' }
  | { type: 'order.paymentFailed'; outcome: PaymentFailure }
  /** The customer cancelled the order before paying it. */
  | { type: 'order.cancelled' }
  /** The service bought began (a training session, the referencing of a publication). */
  | { type: 'order.fulfilmentStarted' }
  | { type: 'order.fulfilmentCompleted' }
  | { type: 'order.refunded' };
