import { expect } from 'vitest';
import {
  paymentRefundImplementations,
  paymentRefundMachine,
  type PaymentRefundMachine,
} from '../../../machines/paymentRefund/paymentRefundMachine.ts';
import { selectRefundDialog } from '../../../machines/paymentRefund/selectors.ts';
import type { BoCommande, PaiementARembourser } from '../../../machines/paymentRefund/types.ts';
import { REFUND_REFUSALS } from '../../../domain/order/paymentIncidents.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { boCommande } from '../pendingPaymentCancel/pendingPaymentCancelModel.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The payment refund machine's model: an order with a payment to refund, the same refunded, stand-in answers. */

function paiement(id: number): PaiementARembourser {
  return {
    IdPaiement: id,
    MontantCentimes: 4900,
    DateIncident: '2026-03-04T10:30:00Z',
    NumeroTransaction: `00002${id}`,
  };
}

const LATE = paiement(21);
/** A payment that paid the order: never to refund. */
const PAYING = paiement(22);

function withRefunds(paiements: PaiementARembourser[]): BoCommande {
  return { ...boCommande(4, false), PaiementsARembourser: paiements };
}

export const TO_REFUND = withRefunds([LATE]);
/** What the server answers Paiement_Rembourser with: the same order, nothing left to refund. */
export const REFUNDED = withRefunds([]);

export const NOT_TO_REFUND = new ApiError(REFUND_REFUSALS.notToRefund, 409);

/** Where the machine's `refunded` effect goes. */
export const refundedSink: { reported: BoCommande[] } = { reported: [] };

export function resetRefundedSink(): void {
  refundedSink.reported.length = 0;
}

const events: ModelEvent<PaymentRefundMachine>[] = [
  { type: 'paymentRefund.request', commande: TO_REFUND, paiement: LATE },
  // Never accepted: that payment is not to refund.
  { type: 'paymentRefund.request', commande: TO_REFUND, paiement: PAYING },
  { type: 'paymentRefund.confirm' },
  { type: 'paymentRefund.dismiss' },
  { type: 'paymentRefund.retry' },
  actorDone('rembourserPaiement', REFUNDED),
  actorError('rembourserPaiement', NOT_TO_REFUND),
  // A fault of ours, not a refusal the server explained: nothing of it is shown.
  actorError('rembourserPaiement', new Error('boom')),
];

const { actions } = paymentRefundImplementations({
  api: { rembourserPaiement: () => Promise.reject(new Error('held by the model')) },
  refunded: (commande) => {
    refundedSink.reported.push(commande);
  },
});

export const paymentRefundModel = createMachineModel({
  machine: paymentRefundMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      commande: snapshot.context.commande?.PaiementsARembourser.length ?? null,
      paiement: snapshot.context.paiement?.IdPaiement ?? null,
      error: snapshot.context.error,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const dialog = selectRefundDialog(snapshot);
    // The confirmation is open exactly while a refund is asked for, and only for a payment to refund.
    const asking = (['confirming', 'refunding', 'failed'] as const).some((state) => snapshot.matches(state));
    expect(dialog.open).toBe(asking);
    if (dialog.open) expect(dialog.commande.PaiementsARembourser).toContain(dialog.paiement);
    if (snapshot.matches('done')) {
      // Done means the server's answer was reported, and that the payment is no longer to refund.
      expect(refundedSink.reported.at(-1)).toBe(snapshot.context.commande);
      expect(snapshot.context.commande?.PaiementsARembourser).toEqual([]);
    }
    if (!snapshot.matches('failed')) expect(snapshot.context.error).toBeNull();
  },
});
