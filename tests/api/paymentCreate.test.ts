import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { IDEMPOTENCY_REFUSALS } from '../../domain/order/commandeRefusals.ts';
import { PAYMENT_REFUSALS } from '../../domain/order/paymentMessages.ts';
import { COMMANDE_TEXTS } from '../../domain/order/commandeTexts.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { commandes, paiements } from '../../server/platform/db/schema.ts';
import { hasValidLyraSignature, signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { APPLICATION_KEY } from './testApp.ts';
import { usePaymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';

let h: PaymentHarness;
let camille: PaymentCustomer;
let dominique: PaymentCustomer;

usePaymentHarness(async (harness, customer) => {
  h = harness;
  camille = customer;
  dominique = await h.customer('dominique');
});

describe('Paiement_Create', () => {
  test('rend le formulaire Lyra signé de la commande, montant en centimes, retours vers /payment/check', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    const { publicUrl, payment } = h.ctx.config;
    expect(form.Url).toBe(`${publicUrl}/paiement-test/vads-payment/`);
    const [commande] = await h.ctx.db.select().from(commandes).where(eq(commandes.id, idCommande));
    const returnUrl = `${publicUrl}/payment/check?commande=${idCommande}`;
    expect(form.Champs).toMatchObject({
      vads_action_mode: 'INTERACTIVE',
      vads_amount: String(commande?.totalTtcCentimes),
      vads_ctx_mode: 'TEST',
      vads_currency: '978',
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_site_id: payment.siteId,
      vads_version: 'V2',
      vads_order_id: commande?.numero,
      vads_cust_email: camille.login,
      vads_url_check: `${publicUrl}/api/Paiement/Paiement_Notification`,
      vads_url_return: returnUrl,
      vads_url_success: returnUrl,
      vads_url_refused: returnUrl,
      vads_url_cancel: returnUrl,
      vads_url_error: returnUrl,
      vads_return_mode: 'GET',
      vads_language: 'fr',
    });
    expect(form.Champs.vads_trans_id).toMatch(/^\d{6}$/);
    expect(form.Champs.vads_trans_date).toMatch(/^\d{14}$/);
    expect(form.Champs.vads_trans_date?.slice(0, 8)).toBe(new Date().toISOString().slice(0, 10).replace(/-/g, ''));
    expect(hasValidLyraSignature(form.Champs, payment.key)).toBe(true);

    const [attempt] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, form.IdPaiement));
    expect(attempt).toMatchObject({
      idCommande,
      etatMachine: 'redirected',
      transId: form.Champs.vads_trans_id,
      transDate: form.Champs.vads_trans_date,
      montantCentimes: commande?.totalTtcCentimes,
      formulaire: form,
    });
    expect(commande?.etatMachine).toEqual({ awaitingPayment: 'open' });
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ EtatPaiement: 'redirected', Issue: 'enCours' });
  });

  test('deux tentatives du même jour ont deux identifiants de transaction', async () => {
    const first = await h.startPayment(camille, await h.placeCommande(camille));
    const second = await h.startPayment(camille, await h.placeCommande(camille));
    expect(second.Champs.vads_trans_id).not.toBe(first.Champs.vads_trans_id);
  });

  test('la commande d’un autre client, une commande inconnue ou le panier répondent 404 sans rien écrire', async () => {
    const foreign = await h.placeCommande(dominique);
    for (const idCommande of [foreign, 999_999]) {
      const response = await h.send(camille, '/Paiement/Paiement_Create', { IdCommande: idCommande });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: COMMANDE_TEXTS.notFound.message });
      const state = await h.send(camille, '/Paiement/Paiement_GetEtat', { IdCommande: idCommande });
      expect(state.statusCode).toBe(404);
    }
    const basket = (await h.send(camille, '/Panier/AddProduit', { IdProduit: 20, Quantite: 1 })).json() as {
      Id: number;
    };
    const response = await h.send(camille, '/Paiement/Paiement_Create', { IdCommande: basket.Id });
    expect(response.statusCode).toBe(404);
    expect(await h.ctx.db.select().from(paiements)).toEqual([]);
  });

  test('une commande payée, annulée ou dont un paiement attend sa validation répond 409 en français', async () => {
    const paid = await h.placeCommande(camille);
    await h.notify(h.notificationOf(await h.startPayment(camille, paid), 'AUTHORISED'));
    const pending = await h.placeCommande(camille);
    await h.notify(h.notificationOf(await h.startPayment(camille, pending), 'AUTHORISED_TO_VALIDATE'));
    const cancelled = await h.placeCommande(camille);
    await h.ctx.db
      .update(commandes)
      .set({ etatMachine: 'cancelled', idEtatCommande: 4 })
      .where(eq(commandes.id, cancelled));
    const attemptsBefore = (await h.ctx.db.select().from(paiements)).length;

    for (const [idCommande, message] of [
      [paid, PAYMENT_REFUSALS.alreadyPaid],
      [pending, PAYMENT_REFUSALS.awaitingValidation],
      [cancelled, PAYMENT_REFUSALS.cancelled],
    ] as const) {
      const response = await h.send(camille, '/Paiement/Paiement_Create', { IdCommande: idCommande });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ Message: message });
    }
    expect(await h.ctx.db.select().from(paiements)).toHaveLength(attemptsBefore);
  });

  test('une commande à 0 € répond 409 « rien à payer » sans ouvrir de paiement', async () => {
    const idCommande = await h.placeCommande(camille);
    await h.ctx.db.update(commandes).set({ totalTtcCentimes: 0 }).where(eq(commandes.id, idCommande));
    const response = await h.send(camille, '/Paiement/Paiement_Create', { IdCommande: idCommande });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: PAYMENT_REFUSALS.nothingToPay });
    expect(await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, idCommande))).toHaveLength(0);
  });
});

describe('Paiement_Create avec Idempotency-Key', () => {
  const create = (idCommande: number, key: string) =>
    h.send(camille, '/Paiement/Paiement_Create', { IdCommande: idCommande }, { 'idempotency-key': key });

  test('une nouvelle tentative avec la même clé rejoue le même formulaire, sans nouvelle tentative de paiement', async () => {
    const idCommande = await h.placeCommande(camille);
    const first = await create(idCommande, 'paiement-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await create(idCommande, 'paiement-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, idCommande))).toHaveLength(1);
    // Left at the provider: another key opens a new attempt.
    await h.notify(h.notificationOf(first.json(), 'ABANDONED'));
    const other = await create(idCommande, 'paiement-2');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().Champs.vads_trans_id).not.toBe(first.json().Champs.vads_trans_id);
  });

  test('la même clé pour une autre commande est refusée (422) et n’écrit rien', async () => {
    const first = await h.placeCommande(camille);
    const second = await h.placeCommande(camille);
    expect((await create(first, 'paiement-1')).statusCode).toBe(200);
    const reused = await create(second, 'paiement-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ Message: IDEMPOTENCY_REFUSALS.keyReused });
    expect(await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, second))).toEqual([]);
  });

  test('un refus ne garde pas la clé : corrigé, le même appel aboutit', async () => {
    const idCommande = await h.placeCommande(camille);
    const paid = await h.startPayment(camille, idCommande);
    await h.notify(h.notificationOf(paid, 'REFUSED'));
    await h.ctx.db
      .update(commandes)
      .set({ etatMachine: 'cancelled', idEtatCommande: 4 })
      .where(eq(commandes.id, idCommande));
    expect((await create(idCommande, 'paiement-3')).statusCode).toBe(409);
    await h.ctx.db
      .update(commandes)
      .set({ etatMachine: { awaitingPayment: 'refused' }, idEtatCommande: 6 })
      .where(eq(commandes.id, idCommande));
    expect((await create(idCommande, 'paiement-3')).statusCode).toBe(200);
  });
});

describe('un prestataire réel (PAYMENT_URL)', () => {
  test('exige PAYMENT_KEY', () => {
    expect(() => readConfig({ PAYMENT_URL: 'https://paiement.example.com/vads-payment/' })).toThrow(
      'PAYMENT_KEY est requis quand PAYMENT_URL est défini.',
    );
  });

  test('reçoit le formulaire signé avec la clé, le site et le mode configurés, et ses notifications seules passent', async () => {
    const env = {
      APPLICATION_KEY,
      DATABASE_URL: process.env.DATABASE_URL,
      PUBLIC_URL: 'https://portail.example.org',
      PAYMENT_URL: 'https://paiement.example.com/vads-payment/',
      PAYMENT_SITE_ID: '87654321',
      PAYMENT_KEY: 'cle-de-production-de-la-boutique',
      PAYMENT_MODE: 'PRODUCTION',
    };
    const config = readConfig(env);
    const identities = new Map([[camille.token, { subject: 'camille', login: camille.login, roles: ['frontoffice'] }]]);
    const app = buildApp({
      config,
      db: h.ctx.db,
      document: h.ctx.document,
      verifyAccessToken: async (t) => identities.get(t),
    });
    try {
      const idCommande = await h.placeCommande(camille);
      const response = await app.inject({
        method: 'POST',
        url: '/api/Paiement/Paiement_Create',
        payload: { Application_Key: APPLICATION_KEY, Values: { IdCommande: idCommande } },
        headers: { authorization: `Bearer ${camille.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const form = response.json() as Awaited<ReturnType<PaymentHarness['startPayment']>>;
      expect(form.Url).toBe('https://paiement.example.com/vads-payment/');
      expect(form.Champs).toMatchObject({
        vads_site_id: '87654321',
        vads_ctx_mode: 'PRODUCTION',
        vads_url_check: 'https://portail.example.org/api/Paiement/Paiement_Notification',
      });
      expect(hasValidLyraSignature(form.Champs, 'cle-de-production-de-la-boutique')).toBe(true);
      expect(hasValidLyraSignature(form.Champs, h.ctx.config.payment.key)).toBe(false);

      const notify = (fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/Paiement/Paiement_Notification',
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const signedWithSandboxKey = h.notificationOf(form, 'AUTHORISED');
      expect((await notify(signedWithSandboxKey)).statusCode).toBe(400);
      const { signature: _ignored, ...fields } = signedWithSandboxKey;
      const signed = signLyraFields(fields, 'cle-de-production-de-la-boutique');
      expect((await notify(signed)).statusCode).toBe(200);
      await app.outbox.drain();
      const [commande] = await h.ctx.db.select().from(commandes).where(eq(commandes.id, idCommande));
      expect(commande?.idEtatCommande).toBe(3);
    } finally {
      await app.close();
    }
  });
});
