import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { FRANCE } from '../../domain/referenceIds.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import type { BasketCustomer, BasketHarness, LineInput } from './basketHarness.ts';
import { asAdmin, call } from './testApp.ts';

type Schemas = components['schemas'];

export const ACCEPTED_CONDITIONS: Schemas['CommandeValidation'] = {
  AccepteCGV: true,
  VersionCGV: VERSION_CGV,
  DemandeExecutionImmediate: true,
  RenonceDroitRetractation: true,
};

/** Gives the customer a billing address in Paris and, when asked, a company (SIRET) on the profile. */
export async function giveBillingAddress(
  harness: BasketHarness,
  who: BasketCustomer,
  company: { raisonSociale: string; siret: string } | null,
): Promise<void> {
  await harness.ctx.db
    .update(comptes)
    .set({
      nomVoie: '3 rue des Lilas',
      codePostal: '75011',
      ville: 'Paris',
      idPays: FRANCE.idPays,
      raisonSociale: company?.raisonSociale ?? null,
      siret: company?.siret ?? null,
    })
    .where(eq(comptes.id, who.idCompte));
}

/** A new customer of the harness with a billing address in Paris (and a company when given), ready to order. */
export async function billedCustomer(
  harness: BasketHarness,
  name: string,
  company: { raisonSociale: string; siret: string } | null = null,
): Promise<BasketCustomer> {
  const who = await harness.customer(name);
  await giveBillingAddress(harness, who, company);
  return who;
}

/** Sends Commande_Create as the confirmation page does, with its Idempotency-Key when one is given. */
export async function sendCommande(
  harness: BasketHarness,
  who: BasketCustomer,
  values: unknown = ACCEPTED_CONDITIONS,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url: '/api/Commande/Commande_Create',
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: { Application_Key: harness.ctx.config.applicationKey, Values: values },
  });
}

/** Fills the customer's basket with these lines and places it as an order, as the confirmation page does. */
export async function placeCommandeOf(
  harness: BasketHarness,
  who: BasketCustomer,
  lines: readonly LineInput[],
): Promise<Schemas['Commande']> {
  for (const line of lines) await harness.basket(who, '/Panier/AddProduit', line);
  const response = await sendCommande(harness, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas['Commande'];
}

/** The provider's signed notification that the card of this payment form was accepted. */
export function acceptedNotification(
  harness: BasketHarness,
  paiement: Schemas['FormulairePaiement'],
): Record<string, string> {
  const form = paiement.Champs;
  return signLyraFields(
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
}

/**
 * Pays an order the way the provider does: a payment attempt, then its signed notification of an accepted card;
 * waits until the outbox has done what the payment queued.
 */
export async function payCommande(harness: BasketHarness, who: BasketCustomer, idCommande: number): Promise<void> {
  const started = await harness.send(who, '/Paiement/Paiement_Create', { IdCommande: idCommande });
  expect(started.statusCode, started.body).toBe(200);
  const notification = acceptedNotification(harness, started.json() as Schemas['FormulairePaiement']);
  const notified = await harness.app.inject({
    method: 'POST',
    url: '/api/Paiement/Paiement_Notification',
    payload: new URLSearchParams(notification).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(notified.statusCode, notified.body).toBe(200);
  await harness.app.outbox.drain();
}

/** A customer's call: refused without a token (401) and to the back office's token (403). */
export async function expectFrontOfficeOnly(harness: BasketHarness, path: string, values: unknown): Promise<void> {
  const anonymous = await call(harness.app, path, { values });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().Message).toBe(MESSAGES.authenticationRequired);
  const backOffice = await asAdmin(path, values);
  expect(backOffice.statusCode).toBe(403);
  expect(backOffice.json().Message).toBe(MESSAGES.accessDenied);
}
