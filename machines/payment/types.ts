import type { PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';

/** Events are facts in the `payment.` namespace, as the server learns them. */
export type PaymentEvent =
  /** The browser was sent to the provider with the signed form. */
  | { type: 'payment.redirected' }
  /** The provider's notification (IPN), its signature checked: `transStatus` is its `vads_trans_status`. */
  | { type: 'payment.notified'; transStatus: string }
  /** No notification came before the attempt's deadline. */
  | { type: 'payment.timedOut' }
  /** The provider confirmed it cancelled the pending transaction at the shop's request (Transaction/CancelOrRefund). */
  | { type: 'payment.cancelled' };

/** What the attempt tells its order when it reaches an outcome; the server forwards it to the order machine. */
export interface ReportOutcomeParams {
  outcome: PaymentOutcome;
}
