import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { buildApp } from '../../server/compose/app.ts';
import { abonnements, commandes, comptes, factures } from '../../server/platform/db/schema.ts';
import type { Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { resetMutableTables, testContext, type TestContext } from './testApp.ts';

export type FormulairePaiement = components['schemas']['FormulairePaiement'];
export type EtatPaiementCommande = components['schemas']['EtatPaiementCommande'];

export interface PaymentCustomer {
  token: string;
  idCompte: number;
  login: string;
}

/** The fields of the provider's notification for the payment form's fields `sent`, before signing. */
export function notificationFields(
  sent: FormulairePaiement['Champs'],
  transStatus: string,
  changes: Record<string, string> = {},
): Record<string, string> {
  return {
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
}

export interface PaymentHarness {
  ctx: TestContext;
  /** An application whose tokens name the harness's customers. */
  app: FastifyInstance;
  customer(name: string): Promise<PaymentCustomer>;
  /** Places an order of the customer through the API, awaiting payment; returns its id. */
  placeCommande(who: PaymentCustomer): Promise<number>;
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

/** A demo article (a practical guide), bought without a publication or a session. */
const ARTICLE = { id: 20, prixTtcCentimes: 900 } as const;
const FRANCE = 74;

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

  async function customer(name: string): Promise<PaymentCustomer> {
    const known = customers.get(name);
    if (known) return known;
    const login = `${name}@paiement.example.org`;
    const [row] = await ctx.db
      .insert(comptes)
      .values({
        login,
        prenom: 'Camille',
        nom: name,
        idCivilite: 2,
        role: 'frontoffice',
        confirme: true,
        // The billing address an order needs.
        numeroVoie: '12',
        idTypeVoie: 1,
        nomVoie: 'des Lilas',
        codePostal: '35000',
        ville: 'Rennes',
        idPays: FRANCE,
      })
      .returning({ id: comptes.id });
    if (!row) throw new Error('account insert returned no row');
    const token = `jeton-paiement-${name}`;
    identities.set(token, { subject: name, login, roles: ['frontoffice'] });
    const created = { token, idCompte: row.id, login };
    customers.set(name, created);
    return created;
  }

  /** Through the API, as the confirmation page does: the basket gets the article, then is placed as an order. */
  async function placeCommande(who: PaymentCustomer): Promise<number> {
    const added = await send(who, '/Panier/AddProduit', { IdProduit: ARTICLE.id, Quantite: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { MessageErreur?: string | null }).MessageErreur ?? null).toBeNull();
    const placed = await send(who, '/Commande/Commande_Create', {
      AccepteCGV: true,
      VersionCGV: VERSION_CGV,
      DemandeExecutionImmediate: true,
      RenonceDroitRetractation: true,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const commande = placed.json() as components['schemas']['Commande'];
    expect(commande.TotalTTCCentimes).toBe(ARTICLE.prixTtcCentimes);
    return commande.Id;
  }

  /** Invoices and subscriptions outlive their orders in the product (kept by law, or running): tests start afresh. */
  async function removeCommandesOf(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await ctx.db.delete(factures).where(inArray(factures.idCompte, ids));
    await ctx.db.delete(abonnements).where(inArray(abonnements.idCompte, ids));
    await ctx.db.delete(commandes).where(inArray(commandes.idCompte, ids));
  }

  const send: PaymentHarness['send'] = (who, path, values, headers) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: { Application_Key: ctx.config.applicationKey, Values: values },
      headers: { authorization: `Bearer ${who.token}`, ...headers },
    });

  const expectOk = <T>(path: string, response: LightMyRequestResponse) => expectOkBody<T>(check, path, response);

  return {
    ctx,
    app,
    customer,
    placeCommande,
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
      const fields = notificationFields(form.Champs, transStatus, changes);
      return signLyraFields(fields, ctx.config.payment.key);
    },
    reset: async () => {
      await resetMutableTables(ctx.db);
      await removeCommandesOf([...customers.values()].map((who) => who.idCompte));
    },
    dispose: async () => {
      await resetMutableTables(ctx.db);
      const ids = [...customers.values()].map((who) => who.idCompte);
      await removeCommandesOf(ids);
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

/**
 * Registers the hooks of a payment test file: the harness and its customer `camille` built once (then `ready`), every
 * test starting from no order, and everything removed at the end.
 */
export function usePaymentHarness(
  ready: (harness: PaymentHarness, camille: PaymentCustomer) => void | Promise<void>,
): void {
  beforeAll(async () => {
    const harness = await paymentHarness();
    await ready(harness, await harness.customer('camille'));
  });
  afterAll(disposePaymentHarness);
  beforeEach(async () => (await paymentHarness()).reset());
}
