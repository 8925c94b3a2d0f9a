import type { PaymentOutcome } from './paymentOutcomes.ts';

/**
 * The `vads_trans_status` values of the Lyra payment form (PayZen, Systempay, Sogecommerce) grouped by what they
 * mean for the order. Lyra's transaction lifecycle calls the first group PAID and the second RUNNING: a RUNNING
 * transaction is not paid yet and changes later (a new notification says how). SUSPENDED (capture held back by
 * the acquirer, then CAPTURED) and INITIAL (no answer from the acquirer yet) are temporary too.
 */
export const TRANS_STATUS_SUCCEEDED = ['AUTHORISED', 'CAPTURED', 'ACCEPTED'] as const;
export const TRANS_STATUS_PENDING = [
  'AUTHORISED_TO_VALIDATE',
  'WAITING_AUTHORISATION',
  'WAITING_AUTHORISATION_TO_VALIDATE',
  'UNDER_VERIFICATION',
  'SUSPENDED',
  'INITIAL',
] as const;

const TRANS_STATUS_OUTCOME: ReadonlyMap<string, PaymentOutcome> = new Map<string, PaymentOutcome>([
  ...TRANS_STATUS_SUCCEEDED.map((status) => [status, 'succeeded'] as const),
  ...TRANS_STATUS_PENDING.map((status) => [status, 'pending'] as const),
  ['REFUSED', 'refused'],
  ['ABANDONED', 'abandoned'],
  // Cancelled by the merchant before capture: for the customer, as if the payment had been left.
  ['CANCELLED', 'abandoned'],
  ['EXPIRED', 'expired'],
]);

/**
 * What a notified `vads_trans_status` means for the attempt. Anything else (CAPTURE_FAILED, NOT_CREATED, a partial
 * authorisation, a value the shop does not know) is an error: the order is not paid on it.
 */
export function paymentOutcomeOfTransStatus(transStatus: string): PaymentOutcome {
  return TRANS_STATUS_OUTCOME.get(transStatus) ?? 'errored';
}
