import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { signLyraFields } from '../../server/payment/lyraSignature.ts';
import type { BasketCustomer, BasketHarness, LineInput } from './basketHarness.ts';

type Schemas = components['schemas'];

export const ACCEPTED_CONDITIONS: Schemas['CommandeValidation'] = {
  AccepteCGV: true,
  VersionCGV: VERSION_CGV,
  DemandeExecutionImmediate: true,
  RenonceDroitRetractation: true,
};

/** Fills the customer's basket with these lines and places it as an order, as the confirmation page does. */
export async function placeOrderOf(
  harness: BasketHarness,
  who: BasketCustomer,
  lines: readonly LineInput[],
): Promise<Schemas['Commande']> {
  for (const line of lines) await harness.basket(who, '/Panier/AddProduit', line);
  const response = await harness.send(who, '/Commande/Commande_Create', ACCEPTED_CONDITIONS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas['Commande'];
}

/**
 * Pays an order the way the provider does: a payment attempt, then its signed notification of an accepted card;
 * waits until the outbox has done what the payment queued.
 */
export async function payOrder(harness: BasketHarness, who: BasketCustomer, idCommande: number): Promise<void> {
  const started = await harness.send(who, '/Paiement/Paiement_Create', { IdCommande: idCommande });
  expect(started.statusCode, started.body).toBe(200);
  const form = (started.json() as Schemas['FormulairePaiement']).Champs;
  const notification = signLyraFields(
    {
      vads_amount: form.vads_amount!,
      vads_card_brand: 'CB',
      vads_ctx_mode: form.vads_ctx_mode!,
      vads_currency: form.vads_currency!,
      vads_order_id: form.vads_order_id!,
      vads_site_id: form.vads_site_id!,
      vads_trans_date: form.vads_trans_date!,
      vads_trans_id: form.vads_trans_id!,
      vads_trans_status: 'AUTHORISED',
    },
    harness.ctx.config.payment.key,
  );
  const notified = await harness.app.inject({
    method: 'POST',
    url: '/api/Paiement/Paiement_Notification',
    payload: new URLSearchParams(notification).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(notified.statusCode, notified.body).toBe(200);
  await harness.app.outbox.drain();
}
