/** What the provider answers of a payment attempt. */
export const PAYMENT_OUTCOMES = [
  'succeeded',
  'pending',
  'refused',
  'abandoned',
  'errored',
  'expired',
  'cancelled',
] as const;

export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * A payment attempt (issue 10): created when the signed form is built, redirected once the browser is sent to the
 * provider, then one outcome. Only `pending` may still change; the others are final. `cancelled` is a pending attempt
 * that staff cancelled at the provider.
 */
export const PAYMENT_ATTEMPT_STATES = ['created', 'redirected', ...PAYMENT_OUTCOMES] as const;

export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/**
 * An outcome the provider gave after which the order is still unpaid and a new attempt may be made. A cancelled
 * attempt leaves the order payable too, but only a pending one can be cancelled: the order hears of it apart.
 */
export type PaymentFailure = Exclude<PaymentOutcome, 'succeeded' | 'pending' | 'cancelled'>;

export function isPaymentFailure(outcome: PaymentOutcome): outcome is PaymentFailure {
  return outcome !== 'succeeded' && outcome !== 'pending' && outcome !== 'cancelled';
}
