import { expect } from 'vitest';
import {
  paymentRefundImplementations,
  paymentRefundMachine,
} from '../../../machines/paymentRefund/paymentRefundMachine.ts';
import { selectRefundDialog } from '../../../machines/paymentRefund/selectors.ts';
import type { BoCommande, PaiementARembourser } from '../../../machines/paymentRefund/types.ts';
import { REFUND_REFUSALS } from '../../../domain/order/paymentIncidents.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { boCommande } from '../pendingPaymentCancel/pendingPaymentCancelModel.ts';
import { confirmedCallModel, ReportedSink } from '../confirmedCall/confirmedCallModel.ts';

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
export const refundedSink = new ReportedSink<BoCommande>();

export const resetRefundedSink = refundedSink.reset;

const { actions } = paymentRefundImplementations({
  api: { rembourserPaiement: () => Promise.reject(new Error('held by the model')) },
  refunded: refundedSink.report,
});

export const paymentRefundModel = confirmedCallModel({
  machine: paymentRefundMachine,
  id: 'paymentRefund',
  call: 'rembourserPaiement',
  calling: 'refunding',
  // The last is never accepted: that payment is not to refund.
  requests: {
    accepted: [{ commande: TO_REFUND, paiement: LATE }],
    refused: { commande: TO_REFUND, paiement: PAYING },
  },
  answers: [REFUNDED],
  refusal: NOT_TO_REFUND,
  implementations: { actions },
  sink: refundedSink,
  held: ({ commande, paiement }) => ({
    commande: commande?.PaiementsARembourser.length ?? null,
    paiement: paiement?.IdPaiement ?? null,
  }),
  answered: ({ commande }) => commande,
  dialog: selectRefundDialog,
  // The confirmation opens only for a payment to refund.
  expectAsked: ({ commande, paiement }) => expect(commande.PaiementsARembourser).toContain(paiement),
  // Once done, the payment is no longer to refund.
  expectDone: (commande) => expect(commande.PaiementsARembourser).toEqual([]),
});
