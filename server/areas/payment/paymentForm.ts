import { COMMANDE_PARAM, PAYMENT_PATHS } from '../../../domain/order/paymentPaths.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import { signLyraFields } from './lyraSignature.ts';
import type { LyraTransaction } from './transaction.ts';

/** ISO 4217 numeric code of the euro, as vads_currency writes it. */
export const EURO_CURRENCY = '978';

export interface PaymentFormInput {
  payment: PaymentConfig;
  publicUrl: string;
  transaction: LyraTransaction;
  idCommande: number;
  numeroCommande: string;
  montantCentimes: number;
  email: string;
}

/** Where the provider notifies the shop (IPN): the only call that changes a payment's state. */
export function notificationUrl(publicUrl: string): string {
  return `${publicUrl}/api/Paiement/Paiement_Notification`;
}

/**
 * Where the provider returns the browser, whatever the outcome: the page reads the state from the server and
 * never trusts the address it was returned to.
 */
export function paymentReturnUrl(publicUrl: string, idCommande: number): string {
  return `${publicUrl}${PAYMENT_PATHS.check}?${COMMANDE_PARAM}=${idCommande}`;
}

/** The signed `vads_*` fields of a single immediate payment, for the browser to post to the provider. */
export function buildPaymentForm(input: PaymentFormInput): Record<string, string> {
  const { payment, publicUrl, transaction } = input;
  const returnUrl = paymentReturnUrl(publicUrl, input.idCommande);
  return signLyraFields(
    {
      vads_action_mode: 'INTERACTIVE',
      vads_amount: String(input.montantCentimes),
      vads_ctx_mode: payment.mode,
      vads_currency: EURO_CURRENCY,
      vads_cust_email: input.email,
      vads_language: 'fr',
      vads_order_id: input.numeroCommande,
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_return_mode: 'GET',
      vads_site_id: payment.siteId,
      vads_trans_date: transaction.transDate,
      vads_trans_id: transaction.transId,
      vads_url_cancel: returnUrl,
      vads_url_check: notificationUrl(publicUrl),
      vads_url_error: returnUrl,
      vads_url_refused: returnUrl,
      vads_url_return: returnUrl,
      vads_url_success: returnUrl,
      vads_version: 'V2',
    },
    payment.key,
  );
}
