import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { NOTIFICATION_ACCEPTED, NOTIFICATION_REFUSALS } from '../../domain/order/paymentMessages.ts';
import { commandes, evenementsSortants, paiementNotifications, paiements } from '../../server/platform/db/schema.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { usePaymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';
import { call } from './testApp.ts';

let h: PaymentHarness;
let camille: PaymentCustomer;

usePaymentHarness((harness, customer) => {
  h = harness;
  camille = customer;
});

/** Everything a notification may change, to compare before and after. */
async function written(idCommande: number) {
  const { db } = h.ctx;
  return {
    commande: await db.select().from(commandes).where(eq(commandes.id, idCommande)),
    attempts: await db.select().from(paiements).where(eq(paiements.idCommande, idCommande)),
    notifications: await db.select().from(paiementNotifications),
    outbox: await db.select().from(evenementsSortants),
  };
}

async function pendingPayment() {
  const idCommande = await h.placeCommande(camille);
  return { idCommande, form: await h.startPayment(camille, idCommande) };
}

describe('la notification du prestataire (IPN)', () => {
  test('un paiement accepté : la commande est payée, la tentative aussi, et ses effets attendent dans la boîte d’envoi', async () => {
    const { idCommande, form } = await pendingPayment();
    const response = await h.notify(h.notificationOf(form, 'AUTHORISED', { vads_card_brand: 'VISA' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: NOTIFICATION_ACCEPTED });

    const after = await written(idCommande);
    expect(after.commande[0]).toMatchObject({ idEtatCommande: 3, etatMachine: 'paid' });
    expect(after.attempts[0]).toMatchObject({ etatMachine: 'succeeded', moyenPaiement: 'VISA' });
    expect(after.attempts[0]?.dateNotification).toBeInstanceOf(Date);
    expect(after.notifications).toHaveLength(1);
    expect(after.outbox.map((row) => row.nature).sort()).toEqual([
      'abonnements',
      'confirmationPaiement',
      'facture',
      'referencements',
    ]);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({
      IdEtatCommande: 3,
      EtatCommande: 'Payée',
      EtatPaiement: 'succeeded',
      Issue: 'succes',
    });
  });

  test('une notification répétée répond 200 et ne change rien', async () => {
    const { idCommande, form } = await pendingPayment();
    const notification = h.notificationOf(form, 'AUTHORISED');
    expect((await h.notify(notification)).statusCode).toBe(200);
    const before = await written(idCommande);
    const again = await h.notify(notification);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ Message: NOTIFICATION_ACCEPTED });
    expect(await written(idCommande)).toEqual(before);
  });

  test.each(['AUTHORISED_TO_VALIDATE', 'WAITING_AUTHORISATION'])(
    'en attente (%s) puis acceptée : attente, puis payée',
    async (status) => {
      const { idCommande, form } = await pendingPayment();
      await h.notify(h.notificationOf(form, status));
      // Its own state, so that staff find it and the customer reads the truth (not « En attente de paiement »).
      expect(await h.paymentState(camille, idCommande)).toMatchObject({
        IdEtatCommande: 9,
        EtatCommande: 'Paiement en attente de validation par la banque',
        EtatPaiement: 'pending',
        Issue: 'attente',
      });
      expect((await written(idCommande)).outbox).toEqual([]);
      await h.notify(h.notificationOf(form, 'CAPTURED'));
      expect(await h.paymentState(camille, idCommande)).toMatchObject({
        IdEtatCommande: 3,
        EtatPaiement: 'succeeded',
        Issue: 'succes',
      });
    },
  );

  test('refusée : IdEtatCommande 6, et une nouvelle tentative est possible puis payée', async () => {
    const { idCommande, form } = await pendingPayment();
    await h.notify(h.notificationOf(form, 'REFUSED'));
    expect(await h.paymentState(camille, idCommande)).toMatchObject({
      IdEtatCommande: 6,
      EtatCommande: 'Paiement refusé',
      EtatPaiement: 'refused',
      Issue: 'echec',
    });
    expect((await written(idCommande)).outbox).toEqual([]);
    const retry = await h.startPayment(camille, idCommande);
    expect(retry.Champs.vads_trans_id).not.toBe(form.Champs.vads_trans_id);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ IdEtatCommande: 2, Issue: 'enCours' });
    await h.notify(h.notificationOf(retry, 'AUTHORISED'));
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ IdEtatCommande: 3, Issue: 'succes' });
  });

  test.each([
    ['ABANDONED', 'abandoned', 'echec'],
    ['EXPIRED', 'expired', 'echec'],
    ['CAPTURE_FAILED', 'errored', 'erreur'],
  ])('%s : la tentative est %s, la commande reste à payer', async (status, etat, issue) => {
    const { idCommande, form } = await pendingPayment();
    await h.notify(h.notificationOf(form, status));
    expect(await h.paymentState(camille, idCommande)).toMatchObject({
      IdEtatCommande: 2,
      EtatPaiement: etat,
      Issue: issue,
    });
    await h.startPayment(camille, idCommande);
  });

  test('une notification contraire après l’issue finale est enregistrée mais ne change rien', async () => {
    const { idCommande, form } = await pendingPayment();
    await h.notify(h.notificationOf(form, 'AUTHORISED'));
    const before = await written(idCommande);
    expect((await h.notify(h.notificationOf(form, 'REFUSED'))).statusCode).toBe(200);
    const after = await written(idCommande);
    expect(after.notifications).toHaveLength(2);
    expect({ ...after, notifications: [] }).toEqual({ ...before, notifications: [] });
  });
});

describe('les notifications refusées n’écrivent rien', () => {
  const refused: [string, (fields: Record<string, string>) => Record<string, string>, number, string][] = [
    [
      'une signature fausse',
      (f) => ({ ...f, signature: f.signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
      400,
      NOTIFICATION_REFUSALS.invalidSignature,
    ],
    [
      'un montant changé après signature',
      (f) => ({ ...f, vads_amount: '100' }),
      400,
      NOTIFICATION_REFUSALS.invalidSignature,
    ],
    ['une autre clé', (f) => signLyraFields(f, 'cle-d-un-faussaire'), 400, NOTIFICATION_REFUSALS.invalidSignature],
    ['un autre site', (f) => resign(f, { vads_site_id: '99999999' }), 400, NOTIFICATION_REFUSALS.wrongSite],
    ['un autre mode', (f) => resign(f, { vads_ctx_mode: 'PRODUCTION' }), 400, NOTIFICATION_REFUSALS.wrongMode],
    [
      'un autre montant, bien signé',
      (f) => resign(f, { vads_amount: '100' }),
      400,
      NOTIFICATION_REFUSALS.amountMismatch,
    ],
    ['une autre devise', (f) => resign(f, { vads_currency: '840' }), 400, NOTIFICATION_REFUSALS.amountMismatch],
    [
      'une transaction inconnue',
      (f) => resign(f, { vads_trans_id: '899999' }),
      404,
      NOTIFICATION_REFUSALS.unknownTransaction,
    ],
    [
      'la transaction d’un autre jour',
      (f) => resign(f, { vads_trans_date: '20240101120000' }),
      404,
      NOTIFICATION_REFUSALS.unknownTransaction,
    ],
  ];

  function resign(fields: Record<string, string>, changes: Record<string, string>): Record<string, string> {
    const { signature: _signature, ...unsigned } = fields;
    return signLyraFields({ ...unsigned, ...changes }, h.ctx.config.payment.key);
  }

  test.each(refused)('%s', async (_case, tamper, status, message) => {
    const { idCommande, form } = await pendingPayment();
    const before = await written(idCommande);
    const response = await h.notify(tamper(h.notificationOf(form, 'AUTHORISED')));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ Message: message });
    expect(await written(idCommande)).toEqual(before);
  });

  test('sans signature ni champs obligatoires : refusée par le contrat', async () => {
    const { idCommande, form } = await pendingPayment();
    const before = await written(idCommande);
    const { signature: _signature, ...unsigned } = h.notificationOf(form, 'AUTHORISED');
    const response = await h.notify(unsigned);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Message: 'Les données envoyées sont invalides.' });
    expect(await written(idCommande)).toEqual(before);
  });

  test('la notification se passe de clé d’application et de jeton ; les autres appels refusent les formulaires', async () => {
    const { form } = await pendingPayment();
    const asJson = await call(h.app, '/Paiement/Paiement_Notification', { body: h.notificationOf(form, 'AUTHORISED') });
    expect(asJson.statusCode).toBe(200);
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/api/Paiement/Paiement_GetEtat',
      payload: 'Application_Key=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toEqual({ Message: "Ce type de contenu n'est pas accepté." });
  });
});
