import type { PaymentFailure } from '../../domain/order/paymentOutcomes.ts';

/** Events are facts in the `order.` namespace; the payment ones come from the order's payment attempts. */
export type CommandeEvent =
  /** A payment attempt was created for the order (the first one, or a retry). */
  | { type: 'order.paymentStarted' }
  | { type: 'order.paymentSucceeded' }
  /** The order was placed for 0 € (a code took the whole basket, or only free products): nothing to pay. */
  | { type: 'order.settledWithoutPayment' }
  /** The provider has not decided yet (awaiting validation or authorisation). */
  | { type: 'order.paymentPending' }
  /** Staff cancelled the pending attempt at the provider: nothing was taken, the order can be paid again. */
  | { type: 'order.paymentCancelled' }
  | { type: 'order.paymentFailed'; outcome: PaymentFailure }
  /** The order was cancelled before it was paid (by the customer, or by staff: « Annuler la commande »). */
  | { type: 'order.cancelled' }
  /** Staff began the service bought (« Passer en cours »: a training session, the referencing of a publication). */
  | { type: 'order.fulfilmentStarted' }
  /** Staff marked the service done (« Terminer »). */
  | { type: 'order.fulfilmentCompleted' }
  /** Staff cancelled a paid order (« Annuler la commande »): it is refunded with a credit note. */
  | { type: 'order.refunded' };
