import { expect } from 'vitest';
import { PAYMENT_ATTEMPT_STATES } from '../../../domain/order/paymentOutcomes.ts';
import { paymentMachine, type PaymentMachine } from '../../../machines/payment/paymentMachine.ts';
import { selectAttemptState, selectIsSettled, selectOutcome } from '../../../machines/payment/selectors.ts';
import { createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The payment machine's model: one notified `vads_trans_status` for each outcome, and an unknown one. */
const events: ModelEvent<PaymentMachine>[] = [
  { type: 'payment.redirected' },
  { type: 'payment.notified', transStatus: 'CAPTURED' },
  { type: 'payment.notified', transStatus: 'AUTHORISED_TO_VALIDATE' },
  { type: 'payment.notified', transStatus: 'REFUSED' },
  { type: 'payment.notified', transStatus: 'ABANDONED' },
  { type: 'payment.notified', transStatus: 'EXPIRED' },
  { type: 'payment.notified', transStatus: 'CAPTURE_FAILED' },
  { type: 'payment.timedOut' },
  { type: 'payment.cancelled' },
];

export const paymentModel = createMachineModel({
  machine: paymentMachine,
  events,
  // An attempt is settled exactly when it has an outcome other than pending.
  invariant: (snapshot) => {
    expect(PAYMENT_ATTEMPT_STATES).toContain(selectAttemptState(snapshot));
    const outcome = selectOutcome(snapshot);
    expect(selectIsSettled(snapshot)).toBe(outcome !== null && outcome !== 'pending');
  },
});
