import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { buildApp } from '../../server/app.ts';
import { commandes, comptes } from '../../server/db/schema.ts';
import type { Identity } from '../../server/identity/verifyAccessToken.ts';
import { signLyraFields } from '../../server/payment/lyraSignature.ts';
import { createResponseChecker } from './contractShape.ts';
import { resetMutableTables, testContext, type TestContext } from './testApp.ts';

export type FormulairePaiement = components['schemas']['FormulairePaiement'];
export type EtatPaiementCommande = components['schemas']['EtatPaiementCommande'];

export interface PaymentCustomer {
  token: string;
  idCompte: number;
  login: string;
}

export interface PaymentHarness {
  ctx: TestContext;
  /** An application whose tokens name the harness's customers. */
  app: FastifyInstance;
  customer(name: string): Promise<PaymentCustomer>;
  /** A placed order of the customer, awaiting payment; returns its id. */
  placeOrder(who: PaymentCustomer): Promise<number>;
  send(
    who: PaymentCustomer,
    path: string,
    values?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Paiement_Create, expected to answer the form. */
  startPayment(who: PaymentCustomer, idCommande: number): Promise<FormulairePaiement>;
  /** Paiement_GetEtat, expected to answer 200. */
  paymentState(who: PaymentCustomer, idCommande: number): Promise<EtatPaiementCommande>;
  /** Posts a notification as the provider does (form-urlencoded, no key, no token), then waits for the outbox. */
  notify(fields: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The provider's notification of a form's transaction with that status, signed with the configured key. */
  notificationOf(
    form: FormulairePaiement,
    transStatus: string,
    changes?: Record<string, string>,
  ): Record<string, string>;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

const HARNESS = Symbol.for('portail.tests.api.payment');

async function createHarness(): Promise<PaymentHarness> {
  const ctx = await testContext();
  const identities = new Map<string, Identity>();
  const app = buildApp({
    config: ctx.config,
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: async (token) => identities.get(token),
  });
  await app.ready();
  const check = createResponseChecker(ctx.document);
  const customers = new Map<string, PaymentCustomer>();
  let orders = 0;

  async function customer(name: string): Promise<PaymentCustomer> {
    const known = customers.get(name);
    if (known) return known;
    const login = `${name}@paiement.example.org`;
    const [row] = await ctx.db
      .insert(comptes)
      .values({ login, prenom: 'Camille', nom: name, idCivilite: 2, role: 'frontoffice', confirme: true })
      .returning({ id: comptes.id });
    if (!row) throw new Error('account insert returned no row');
    const token = `jeton-paiement-${name}`;
    identities.set(token, { subject: name, login, roles: ['frontoffice'] });
    const created = { token, idCompte: row.id, login };
    customers.set(name, created);
    return created;
  }

  async function placeOrder(who: PaymentCustomer): Promise<number> {
    orders += 1;
    const [row] = await ctx.db
      .insert(commandes)
      .values({
        idCompte: who.idCompte,
        idEtatCommande: 2,
        numero: `TEST-${who.idCompte}-${orders}`,
        datePassage: new Date(),
        etatMachine: 'placed',
        montantProduitsTtcCentimes: 4900,
        montantReductionTtcCentimes: 0,
        totalHtCentimes: 4083,
        totalTvaCentimes: 817,
        totalTtcCentimes: 4900,
      })
      .returning({ id: commandes.id });
    if (!row) throw new Error('order insert returned no row');
    return row.id;
  }

  const send: PaymentHarness['send'] = (who, path, values, headers) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: { Application_Key: ctx.config.applicationKey, Values: values },
      headers: { authorization: `Bearer ${who.token}`, ...headers },
    });

  async function expectOk<T>(path: string, response: LightMyRequestResponse): Promise<T> {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as T;
    expect(check(path, 200, body), path).toEqual([]);
    return body;
  }

  return {
    ctx,
    app,
    customer,
    placeOrder,
    send,
    startPayment: async (who, idCommande) =>
      expectOk('/Paiement/Paiement_Create', await send(who, '/Paiement/Paiement_Create', { IdCommande: idCommande })),
    paymentState: async (who, idCommande) =>
      expectOk('/Paiement/Paiement_GetEtat', await send(who, '/Paiement/Paiement_GetEtat', { IdCommande: idCommande })),
    notify: async (fields) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Paiement/Paiement_Notification',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      });
      await app.outbox.drain();
      return response;
    },
    notificationOf: (form, transStatus, changes = {}) => {
      const sent = form.Champs;
      const fields: Record<string, string> = {
        vads_amount: sent.vads_amount!,
        vads_auth_result: transStatus === 'REFUSED' ? '05' : '00',
        vads_card_brand: 'CB',
        vads_ctx_mode: sent.vads_ctx_mode!,
        vads_currency: sent.vads_currency!,
        vads_order_id: sent.vads_order_id!,
        vads_page_action: 'PAYMENT',
        vads_payment_config: 'SINGLE',
        vads_site_id: sent.vads_site_id!,
        vads_trans_date: sent.vads_trans_date!,
        vads_trans_id: sent.vads_trans_id!,
        vads_trans_status: transStatus,
        vads_trans_uuid: `uuid-${sent.vads_trans_id}-${transStatus}`,
        vads_url_check_src: 'PAY',
        vads_version: 'V2',
        ...changes,
      };
      return signLyraFields(fields, ctx.config.payment.key);
    },
    reset: async () => {
      await resetMutableTables(ctx.db);
      const ids = [...customers.values()].map((who) => who.idCompte);
      if (ids.length > 0) await ctx.db.delete(commandes).where(inArray(commandes.idCompte, ids));
      await ctx.db.execute(sql`update compteurs_facture set dernier_numero = 0`);
    },
    dispose: async () => {
      await resetMutableTables(ctx.db);
      const ids = [...customers.values()].map((who) => who.idCompte);
      if (ids.length > 0) await ctx.db.delete(comptes).where(inArray(comptes.id, ids));
      await app.close();
    },
  };
}

/** Built once per test file (after `disposePaymentHarness`, the next file builds its own). */
export function paymentHarness(): Promise<PaymentHarness> {
  const holder = globalThis as { [HARNESS]?: Promise<PaymentHarness> };
  holder[HARNESS] ??= createHarness();
  return holder[HARNESS];
}

export async function disposePaymentHarness(): Promise<void> {
  const holder = globalThis as { [HARNESS]?: Promise<PaymentHarness> };
  const harness = holder[HARNESS];
  delete holder[HARNESS];
  if (harness) await (await harness).dispose();
}
