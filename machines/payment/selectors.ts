import type { SnapshotFrom } from 'xstate';
import { PAYMENT_OUTCOMES, type PaymentAttemptState, type PaymentOutcome } from '../../domain/order/paymentOutcomes.ts';
import type { PaymentMachine } from './paymentMachine.ts';

export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;

/** The attempt's state; the machine's states are named as the domain's. */
export function selectAttemptState(snapshot: PaymentSnapshot): PaymentAttemptState {
  return snapshot.value;
}

/** The attempt's outcome once the provider has given one; null before. */
export function selectOutcome(snapshot: PaymentSnapshot): PaymentOutcome | null {
  return PAYMENT_OUTCOMES.find((outcome) => outcome === snapshot.value) ?? null;
}

/**
 * Whether the attempt has its outcome (the outcome pages stop polling): a final state, or an expiry, which only a
 * late success of the provider changes.
 */
export function selectIsSettled(snapshot: PaymentSnapshot): boolean {
  return snapshot.status === 'done' || snapshot.value === 'expired';
}
