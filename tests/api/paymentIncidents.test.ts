import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { SERIE } from '../../domain/invoice/invoiceMentions.ts';
import { LIVE_ATTEMPT_REFUSALS, REFUND_REFUSALS } from '../../domain/order/paymentIncidents.ts';
import { buildApp } from '../../server/compose/app.ts';
import { compteursFacture, factures, paiements } from '../../server/platform/db/schema.ts';
import type { Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import { ATTEMPT_VALIDITY_MS } from '../../server/areas/payment/paymentState.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { disposePaymentHarness, paymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';
import { asStaffOn, call, testVerifier, warningsInto } from './testApp.ts';

type Schemas = components['schemas'];

/** One order, one charge: what a success notified for an order no longer awaiting payment leaves for staff. */
let h: PaymentHarness;
let camille: PaymentCustomer;
let portal: FastifyInstance;
let check: ReturnType<typeof createResponseChecker>;
const logLines: string[] = [];

const BO_GET = '/BO/Commande/Commande_Get';
const BO_LIST = '/BO/Commande/Commande_GetAll_List';
const BO_STATE = '/BO/Commande/Commande_Etat_Update';
const REFUND = '/BO/Commande/Paiement_Rembourser';

beforeAll(async () => {
  h = await paymentHarness();
  camille = await h.customer('camille-incident');
  const identities = new Map<string, Identity>([
    [camille.token, { subject: 'camille-incident', login: camille.login, roles: ['frontoffice'] }],
  ]);
  portal = buildApp({
    config: h.ctx.config,
    db: h.ctx.db,
    document: h.ctx.document,
    verifyAccessToken: async (token) => identities.get(token) ?? testVerifier(token),
    logger: warningsInto(logLines),
  });
  await portal.ready();
  check = createResponseChecker(h.ctx.document);
});

afterAll(async () => {
  await portal.close();
  await disposePaymentHarness();
});

beforeEach(async () => {
  logLines.length = 0;
  await h.reset();
});

const ok = <T>(path: string, response: LightMyRequestResponse) => expectOkBody<T>(check, path, response);

const asStaff = (path: string, values: unknown) => asStaffOn(portal, path, values);

async function notify(fields: Record<string, string>) {
  const response = await portal.inject({
    method: 'POST',
    url: '/api/Paiement/Paiement_Notification',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
  });
  expect(response.statusCode, response.body).toBe(200);
  await portal.outbox.drain();
}

async function startPayment(idCommande: number) {
  return call(portal, '/Paiement/Paiement_Create', { token: camille.token, values: { IdCommande: idCommande } });
}

async function age(idPaiement: number, ms: number): Promise<void> {
  await h.ctx.db
    .update(paiements)
    .set({ dateCreation: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(paiements.id, idPaiement));
}

/** An order paid by a second attempt, the first one (left at the provider, then expired) succeeding afterwards. */
async function paidTwice() {
  const idCommande = await h.placeCommande(camille);
  const first = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
  await age(first.IdPaiement, ATTEMPT_VALIDITY_MS + 60_000);
  const second = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
  await notify(h.notificationOf(second, 'AUTHORISED'));
  await notify(h.notificationOf(first, 'CAPTURED'));
  return { idCommande, first, second };
}

async function creditNotesOf(idCommande: number) {
  return h.ctx.db.select().from(factures).where(eq(factures.idCommande, idCommande));
}

describe('one attempt at a time', () => {
  test('no second attempt opens while the first is still valid at the provider; past its validity, one does', async () => {
    const idCommande = await h.placeCommande(camille);
    const first = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
    const refused = await startPayment(idCommande);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: LIVE_ATTEMPT_REFUSALS.payAgain });
    expect(await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, idCommande))).toHaveLength(1);

    await age(first.IdPaiement, ATTEMPT_VALIDITY_MS + 60_000);
    await ok('/Paiement/Paiement_Create', await startPayment(idCommande));
    const [expired] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, first.IdPaiement));
    expect(expired?.etatMachine).toBe('expired');
  });

  test('staff cannot cancel the order while its attempt is valid at the provider; after its outcome they can', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
    const refused = await asStaff(BO_STATE, { Id: idCommande, Action: 'annuler' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: LIVE_ATTEMPT_REFUSALS.cancel });
    expect((await ok<Schemas['CommandeBO']>(BO_GET, await asStaff(BO_GET, { Id: idCommande }))).Commande).toMatchObject(
      { IdEtatCommande: 2 },
    );
    await notify(h.notificationOf(form, 'ABANDONED'));
    const cancelled = await ok<Schemas['CommandeBO']>(
      BO_STATE,
      await asStaff(BO_STATE, { Id: idCommande, Action: 'annuler' }),
    );
    expect(cancelled.Commande.IdEtatCommande).toBe(4);
  });
});

describe('a success notified for an order no longer awaiting payment', () => {
  test('is logged at error level and marked « à rembourser »; the order is paid once, invoiced once', async () => {
    const { idCommande, first, second } = await paidTwice();
    const attempts = await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, idCommande));
    const late = attempts.find((attempt) => attempt.id === first.IdPaiement);
    expect(late).toMatchObject({ etatMachine: 'succeeded', dateRemboursement: null });
    expect(late?.dateIncident).toBeInstanceOf(Date);
    expect(attempts.find((attempt) => attempt.id === second.IdPaiement)?.dateIncident).toBeNull();
    expect((await creditNotesOf(idCommande)).map((row) => row.serie)).toEqual([SERIE.facture]);

    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, idCommande, idPaiement: first.IdPaiement, incident: true }),
    );

    const view = await ok<Schemas['CommandeBO']>(BO_GET, await asStaff(BO_GET, { Id: idCommande }));
    expect(view.Commande.IdEtatCommande).toBe(3);
    expect(view.PaiementsARembourser).toEqual([
      {
        IdPaiement: first.IdPaiement,
        MontantCentimes: 900,
        DateIncident: late?.dateIncident?.toISOString(),
        NumeroTransaction: first.Champs.vads_trans_id,
      },
    ]);
  });

  test('a repeated or second success status of the same paying attempt is no incident', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
    await notify(h.notificationOf(form, 'AUTHORISED'));
    await notify(h.notificationOf(form, 'CAPTURED'));
    const [attempt] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, form.IdPaiement));
    expect(attempt?.dateIncident).toBeNull();
    expect(logLines.join('')).not.toContain('payment incident');
  });

  test('staff find such orders in the list, by a mark and a filter', async () => {
    const { idCommande } = await paidTwice();
    const quiet = await h.placeCommande(camille);
    const all = await ok<Schemas['PageCommandeResumeBO']>(BO_LIST, await asStaff(BO_LIST, { Limit: 100 }));
    expect(all.Items.find((item) => item.Id === idCommande)?.ARembourser).toBe(true);
    expect(all.Items.find((item) => item.Id === quiet)?.ARembourser).toBe(false);
    const filtered = await ok<Schemas['PageCommandeResumeBO']>(
      BO_LIST,
      await asStaff(BO_LIST, { ARembourser: true, Limit: 100 }),
    );
    expect(filtered.Items.map((item) => item.Id)).toContain(idCommande);
    expect(filtered.Items.every((item) => item.ARembourser)).toBe(true);
    expect(filtered.Total).toBe(filtered.Items.length);
  });

  test('staff confirm the refund: a credit note of the amount, citing the invoice, numbered next; the mark goes', async () => {
    const { idCommande, first } = await paidTwice();
    const [counter] = await h.ctx.db.select().from(compteursFacture).where(eq(compteursFacture.serie, SERIE.avoir));
    const refunded = await ok<Schemas['CommandeBO']>(
      REFUND,
      await asStaff(REFUND, { IdCommande: idCommande, IdPaiement: first.IdPaiement }),
    );
    expect(refunded.PaiementsARembourser).toEqual([]);
    expect(refunded.Commande.IdEtatCommande).toBe(3);
    const notes = await creditNotesOf(idCommande);
    const invoice = notes.find((row) => row.serie === SERIE.facture);
    const avoir = notes.find((row) => row.serie === SERIE.avoir);
    expect(avoir).toMatchObject({ idPaiement: first.IdPaiement, numeroSequence: (counter?.dernierNumero ?? 0) + 1 });
    expect(avoir?.contenu).toMatchObject({ Avoir: true, TotalTTCCentimes: 900, NumeroFactureOrigine: invoice?.numero });
    const [attempt] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, first.IdPaiement));
    expect(attempt).toMatchObject({ remboursePar: 'admin@example.org' });
    expect(attempt?.dateRemboursement).toBeInstanceOf(Date);

    const again = await asStaff(REFUND, { IdCommande: idCommande, IdPaiement: first.IdPaiement });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: REFUND_REFUSALS.notToRefund });
    expect(await creditNotesOf(idCommande)).toHaveLength(2);
    const list = await ok<Schemas['PageCommandeResumeBO']>(
      BO_LIST,
      await asStaff(BO_LIST, { ARembourser: true, Limit: 100 }),
    );
    expect(list.Items.map((item) => item.Id)).not.toContain(idCommande);
  });

  test('on a cancelled order never invoiced: the credit note records the refund without an invoice to cite', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await ok<Schemas['FormulairePaiement']>('/Paiement/Paiement_Create', await startPayment(idCommande));
    await age(form.IdPaiement, ATTEMPT_VALIDITY_MS + 60_000);
    await ok(BO_STATE, await asStaff(BO_STATE, { Id: idCommande, Action: 'annuler' }));
    await notify(h.notificationOf(form, 'AUTHORISED'));
    const view = await ok<Schemas['CommandeBO']>(BO_GET, await asStaff(BO_GET, { Id: idCommande }));
    expect(view.Commande.IdEtatCommande).toBe(4);
    expect(view.PaiementsARembourser.map((payment) => payment.IdPaiement)).toEqual([form.IdPaiement]);

    await ok(REFUND, await asStaff(REFUND, { IdCommande: idCommande, IdPaiement: form.IdPaiement }));
    const notes = await creditNotesOf(idCommande);
    expect(notes.map((row) => row.serie)).toEqual([SERIE.avoir]);
    expect(notes[0]?.contenu).toMatchObject({ Avoir: true, TotalTTCCentimes: 900, NumeroFactureOrigine: null });
  });

  test('a payment that paid the order, or another order’s, is refused without writing', async () => {
    const { idCommande, second } = await paidTwice();
    const other = await h.placeCommande(camille);
    const paying = await asStaff(REFUND, { IdCommande: idCommande, IdPaiement: second.IdPaiement });
    expect(paying.statusCode).toBe(409);
    const elsewhere = await asStaff(REFUND, { IdCommande: other, IdPaiement: second.IdPaiement });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ Message: REFUND_REFUSALS.notFound });
    const customer = await call(portal, REFUND, {
      token: camille.token,
      values: { IdCommande: idCommande, IdPaiement: second.IdPaiement },
    });
    expect(customer.statusCode).toBe(403);
    expect((await creditNotesOf(idCommande)).map((row) => row.serie)).toEqual([SERIE.facture]);
  });
});
