import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { BO_COMMANDE_NOT_FOUND, BO_COMMANDE_REFUSALS } from '../../domain/order/boCommandeTexts.ts';
import { PAYMENT_REFUSALS } from '../../domain/order/paymentMessages.ts';
import { PENDING_AUTHORISATION_DAYS, PENDING_PAYMENT_REFUSALS } from '../../domain/order/pendingPayment.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { SANDBOX_PAYMENT_API_PASSWORD } from '../../server/platform/config/config.ts';
import { factures, paiements } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { CANCEL_OR_REFUND_PATH } from '../../server/areas/payment/cancelTransaction.ts';
import type { NotificationDelivery } from '../../server/areas/paymentSandbox/notificationCourier.ts';
import { SANDBOX_API_PATH } from '../../server/areas/paymentSandbox/paths.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { disposePaymentHarness, paymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';
import { parseHtml, postOutcome, postPaymentForm } from './paymentSandboxHarness.ts';
import { listeningSandboxPortal } from './sandboxPortal.ts';
import { asStaffOn, call, testVerifier } from './testApp.ts';

type Schemas = components['schemas'];

/**
 * An order whose payment awaits the bank's decision, as `npm start` runs it: the shop's form goes to the embedded
 * sandbox, which notifies AUTHORISED_TO_VALIDATE; staff find the order, see the attempt and cancel it at the sandbox
 * (Transaction/CancelOrRefund), and the customer can pay again.
 */
let h: PaymentHarness;
let camille: PaymentCustomer;
let portal: FastifyInstance;
let check: ReturnType<typeof createResponseChecker>;
const deliveries: Promise<NotificationDelivery>[] = [];

const CANCEL = '/BO/Commande/Paiement_Annuler';
const BO_GET = '/BO/Commande/Commande_Get';
const BO_LIST = '/BO/Commande/Commande_GetAll_List';
const PENDING_LABEL = 'Paiement en attente de validation par la banque';

beforeAll(async () => {
  h = await paymentHarness();
  camille = await h.customer('camille-en-attente');
  ({ portal } = await listeningSandboxPortal(h, camille, 'camille-en-attente', {
    deliveries,
    otherTokens: testVerifier,
  }));
  check = createResponseChecker(h.ctx.document);
});

afterAll(async () => {
  await portal.close();
  await disposePaymentHarness();
});

beforeEach(async () => {
  deliveries.length = 0;
  await h.reset();
});

async function asCustomer(path: string, values: unknown) {
  return call(portal, path, { token: camille.token, values });
}

const asStaff = (path: string, values: unknown) => asStaffOn(portal, path, values);

const ok = <T>(path: string, response: LightMyRequestResponse) => expectOkBody<T>(check, path, response);

/** Pays the order through the sandbox with that outcome; answers the notification the sandbox delivered. */
async function payThroughTheSandbox(idCommande: number, issue: string): Promise<Record<string, string>> {
  const form = await ok<Schemas['FormulairePaiement']>(
    '/Paiement/Paiement_Create',
    await asCustomer('/Paiement/Paiement_Create', { IdCommande: idCommande }),
  );
  const page = await postPaymentForm(portal, form.Champs);
  const hidden = [...parseHtml(page.body).document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
  const back = await postOutcome(portal, Object.fromEntries(hidden.map((input) => [input.name, input.value])), issue);
  expect(back.statusCode).toBe(303);
  const delivery = await deliveries.at(-1)!;
  expect(delivery.attempts).toEqual([{ status: 200 }]);
  await portal.outbox.drain();
  return { ...delivery.fields };
}

async function pendingCommande(): Promise<{ idCommande: number; notification: Record<string, string> }> {
  const idCommande = await h.placeCommande(camille);
  const notification = await payThroughTheSandbox(idCommande, 'awaitingValidation');
  expect(notification.vads_trans_status).toBe('AUTHORISED_TO_VALIDATE');
  return { idCommande, notification };
}

async function staffView(idCommande: number): Promise<Schemas['CommandeBO']> {
  return ok(BO_GET, await asStaff(BO_GET, { Id: idCommande }));
}

async function customerView(idCommande: number): Promise<Schemas['Commande']> {
  return ok('/Commande/Commande_Get', await asCustomer('/Commande/Commande_Get', { Id: idCommande }));
}

describe('an order whose payment awaits the bank’s decision', () => {
  test('has its own state, which staff filter on, and staff see the attempt and what they can do', async () => {
    const { idCommande, notification } = await pendingCommande();
    const other = await h.placeCommande(camille);

    const found = await ok<Schemas['PageCommandeResumeBO']>(
      BO_LIST,
      await asStaff(BO_LIST, { IdEtatCommande: ETAT_COMMANDE.paiementEnAttenteDeValidation }),
    );
    const ids = found.Items.map((item) => item.Id);
    expect(ids).toContain(idCommande);
    expect(ids).not.toContain(other);
    expect(found.Items.find((item) => item.Id === idCommande)).toMatchObject({
      IdEtatCommande: ETAT_COMMANDE.paiementEnAttenteDeValidation,
      EtatCommande: PENDING_LABEL,
    });
    const etats = await ok<{ Id: number; Libelle: string }[]>(
      '/StaticData/Get_EtatCommande',
      await call(portal, '/StaticData/Get_EtatCommande', {}),
    );
    expect(etats).toContainEqual({ Id: ETAT_COMMANDE.paiementEnAttenteDeValidation, Libelle: PENDING_LABEL });

    const seen = await staffView(idCommande);
    expect(seen).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.paiementEnAttenteDeValidation, EtatCommande: PENDING_LABEL },
      PeutAnnuler: false,
      PeutAnnulerPaiement: true,
      PaiementEnAttente: {
        MontantCentimes: Number(notification.vads_amount),
        ReferenceTransaction: notification.vads_trans_uuid,
        NumeroTransaction: notification.vads_trans_id,
        StatutPrestataire: 'AUTHORISED_TO_VALIDATE',
      },
    });
    const attempt = seen.PaiementEnAttente!;
    expect(attempt.DateNotification).not.toBeNull();
    expect(Date.parse(attempt.ValableJusquAu) - Date.parse(attempt.DateCreation)).toBe(
      PENDING_AUTHORISATION_DAYS * 24 * 3600 * 1000,
    );

    // The order is not cancelled while its attempt may still be accepted.
    const cancelCommande = await asStaff('/BO/Commande/Commande_Etat_Update', { Id: idCommande, Action: 'annuler' });
    expect(cancelCommande.statusCode).toBe(409);
    expect(cancelCommande.json().Message).toBe(BO_COMMANDE_REFUSALS.annuler(PENDING_LABEL));
  });

  test('the customer sees the same state, cannot pay again, and the payment page says to wait', async () => {
    const { idCommande } = await pendingCommande();
    expect(await customerView(idCommande)).toMatchObject({
      IdEtatCommande: ETAT_COMMANDE.paiementEnAttenteDeValidation,
      EtatCommande: PENDING_LABEL,
      Payable: false,
      Annulable: false,
      Paiements: [{ Etat: 'pending' }],
    });
    const list = await ok<Schemas['PageCommandeResume']>(
      '/Commande/Commande_GetAll_List',
      await asCustomer('/Commande/Commande_GetAll_List', {}),
    );
    expect(list.Items.find((item) => item.Id === idCommande)?.EtatCommande).toBe(PENDING_LABEL);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'attente', EtatPaiement: 'pending' });

    const second = await asCustomer('/Paiement/Paiement_Create', { IdCommande: idCommande });
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe(PAYMENT_REFUSALS.awaitingValidation);
  });

  test('staff cancel the attempt at the provider: recorded, and the customer can pay again', async () => {
    const { idCommande, notification } = await pendingCommande();
    const cancelled = await ok<Schemas['CommandeBO']>(CANCEL, await asStaff(CANCEL, { Id: idCommande }));
    expect(cancelled).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.enAttenteDePaiement, Paiements: [{ Etat: 'cancelled' }] },
      PeutAnnulerPaiement: false,
      PaiementEnAttente: null,
      // Staff may now cancel the order itself.
      PeutAnnuler: true,
    });
    const [row] = await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, idCommande));
    expect(row).toMatchObject({ annulePar: 'admin@example.org' });
    expect(row?.dateAnnulation).toBeInstanceOf(Date);

    // The sandbox cancelled it: asked again, it says the transaction can no longer be cancelled.
    const again = await sandboxCancel(notification.vads_trans_uuid!, Number(notification.vads_amount));
    expect(again.json()).toMatchObject({ status: 'ERROR', answer: { errorCode: 'PSP_100' } });
    expect(again.json().answer.errorMessage).toContain('CANCELLED');

    expect(await customerView(idCommande)).toMatchObject({
      IdEtatCommande: ETAT_COMMANDE.enAttenteDePaiement,
      Payable: true,
    });
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'echec', EtatPaiement: 'cancelled' });

    const twice = await asStaff(CANCEL, { Id: idCommande });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(PENDING_PAYMENT_REFUSALS.notPending('En attente de paiement'));

    await payThroughTheSandbox(idCommande, 'accepted');
    expect(await customerView(idCommande)).toMatchObject({ IdEtatCommande: ETAT_COMMANDE.payee });
  });

  test('a success notified after the cancellation is kept but does not pay the order', async () => {
    const { idCommande, notification } = await pendingCommande();
    await ok(CANCEL, await asStaff(CANCEL, { Id: idCommande }));
    const late = h.notificationOf({ IdPaiement: 0, Url: '', Champs: notification }, 'AUTHORISED', {
      vads_trans_uuid: notification.vads_trans_uuid!,
    });
    const answered = await h.notify(late);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await customerView(idCommande)).toMatchObject({
      IdEtatCommande: ETAT_COMMANDE.enAttenteDePaiement,
      Payable: true,
      Paiements: [{ Etat: 'cancelled' }],
    });
    expect(await h.ctx.db.select().from(factures).where(eq(factures.idCommande, idCommande))).toEqual([]);
  });

  test('a provider that refuses the cancellation changes nothing', async () => {
    const idCommande = await h.placeCommande(camille);
    // A pending notification of a transaction the sandbox never made: it cannot find it.
    const form = await h.startPayment(camille, idCommande);
    expect((await h.notify(h.notificationOf(form, 'UNDER_VERIFICATION'))).statusCode).toBe(200);
    const refused = await asStaff(CANCEL, { Id: idCommande });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().Message).toBe(
      PENDING_PAYMENT_REFUSALS.providerRefused('Transaction introuvable. (PSP_010).'),
    );
    expect(await staffView(idCommande)).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.paiementEnAttenteDeValidation, Paiements: [{ Etat: 'pending' }] },
      PeutAnnulerPaiement: true,
    });
  });

  test('only staff cancel an attempt: 401, 403, 404 and 409 for an order with none pending', async () => {
    const anonymous = await call(portal, CANCEL, { values: { Id: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().Message).toBe(MESSAGES.authenticationRequired);
    const { idCommande } = await pendingCommande();
    const customer = await asCustomer(CANCEL, { Id: idCommande });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().Message).toBe(MESSAGES.accessDenied);
    expect((await staffView(idCommande)).PeutAnnulerPaiement).toBe(true);

    const unknown = await asStaff(CANCEL, { Id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(BO_COMMANDE_NOT_FOUND);
    const unpaid = await h.placeCommande(camille);
    const none = await asStaff(CANCEL, { Id: unpaid });
    expect(none.statusCode).toBe(409);
    expect(none.json().Message).toBe(PENDING_PAYMENT_REFUSALS.notPending('En attente de paiement'));
  });
});

function sandboxCancel(uuid: string, amount: number, password = SANDBOX_PAYMENT_API_PASSWORD) {
  return portal.inject({
    method: 'POST',
    url: `${SANDBOX_API_PATH}${CANCEL_OR_REFUND_PATH}`,
    headers: { authorization: `Basic ${Buffer.from(`12345678:${password}`).toString('base64')}` },
    payload: { uuid, amount, currency: 'EUR', resolutionMode: 'CANCELLATION_ONLY' },
  });
}

describe('the sandbox’s Transaction/CancelOrRefund', () => {
  test('answers the shop only, and cancels the whole amount of a transaction not captured', async () => {
    const { notification } = await pendingCommande();
    const uuid = notification.vads_trans_uuid!;
    const amount = Number(notification.vads_amount);
    const stranger = await sandboxCancel(uuid, amount, 'mauvais');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ status: 'ERROR' });
    expect((await sandboxCancel(uuid, amount - 1)).json()).toMatchObject({
      status: 'ERROR',
      answer: { errorCode: 'PSP_011' },
    });
    expect((await sandboxCancel(uuid, amount)).json()).toEqual({
      status: 'SUCCESS',
      answer: { uuid, amount, currency: 'EUR', detailedStatus: 'CANCELLED' },
    });
  });
});
