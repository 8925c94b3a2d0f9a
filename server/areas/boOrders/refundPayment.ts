import { BO_COMMANDE_NOT_FOUND } from '../../../domain/order/boCommandeTexts.ts';
import { REFUND_REFUSALS } from '../../../domain/order/paymentIncidents.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import type { Seller } from '../../platform/config/seller.ts';
import { issuePaymentCreditNote, type IssuedInvoice } from '../invoices/public.ts';
import { lockCommande } from '../payment/public.ts';
import { findPaymentRefundState, markPaymentRefunded } from './repository.ts';
import { awaitsRefund } from './rules.ts';

export interface PaymentRefund {
  idCommande: number;
  idPaiement: number;
  /** The staff member's login, recorded with the refund. */
  remboursePar: string;
}

/**
 * Records the refund staff made at the provider of a payment « à rembourser »: its credit note is issued (the
 * numbering of the series stays gapless: its counter row is locked until the transaction ends) and the payment is
 * no longer to be refunded. The order row stays locked throughout, so two confirmations record one refund; the
 * order's own state does not change.
 */
export async function refundPayment(tx: Transaction, seller: Seller, input: PaymentRefund): Promise<IssuedInvoice> {
  const commande = await lockCommande(tx, input.idCommande);
  if (!commande) throw new HttpError(404, BO_COMMANDE_NOT_FOUND);
  const payment = await findPaymentRefundState(tx, input.idPaiement, commande.id);
  if (!payment) throw new HttpError(404, REFUND_REFUSALS.notFound);
  if (!awaitsRefund(payment)) throw new HttpError(409, REFUND_REFUSALS.notToRefund);
  const avoir = await issuePaymentCreditNote(tx, seller, commande.id, input.idPaiement);
  await markPaymentRefunded(tx, input.idPaiement, input.remboursePar);
  return avoir;
}
