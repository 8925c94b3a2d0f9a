import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SERIE } from '../../domain/invoice/invoiceMentions.ts';
import { buildApp } from '../../server/compose/app.ts';
import {
  commandes,
  compteursFacture,
  evenementsSortants,
  factures,
  mailOutbox,
} from '../../server/platform/db/schema.ts';
import {
  type FormulairePaiement,
  type PaymentCustomer,
  type PaymentHarness,
  usePaymentHarness,
} from './paymentHarness.ts';

let h: PaymentHarness;
let camille: PaymentCustomer;

usePaymentHarness((harness, customer) => {
  h = harness;
  camille = customer;
});

/** The provider's notification, posted without waiting for the outbox: the browser may be reading meanwhile. */
function notifyNow(form: FormulairePaiement, status = 'AUTHORISED') {
  return h.app.inject({
    method: 'POST',
    url: '/api/Paiement/Paiement_Notification',
    payload: new URLSearchParams(h.notificationOf(form, status)).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** One paid order, one invoice, one confirmation e-mail, one processed outbox row per nature. */
async function expectPaidOnce(idCommande: number) {
  await h.app.outbox.drain();
  const { db } = h.ctx;
  const [commande] = await db.select().from(commandes).where(eq(commandes.id, idCommande));
  expect(commande).toMatchObject({ idEtatCommande: 3, etatMachine: 'paid' });
  const invoices = await db.select().from(factures).where(eq(factures.idCommande, idCommande));
  expect(invoices).toHaveLength(1);
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.sujet).toBe(`Commande ${commande?.numero} confirmée : paiement reçu`);
  expect(mails[0]?.texte).toContain(`${h.ctx.config.publicUrl}/commande/${idCommande}`);
  expect(mails[0]?.texte).toContain(`${h.ctx.config.publicUrl}/facture/${invoices[0]?.id}`);
  expect(mails[0]?.texte).toContain(invoices[0]?.numero);
  const outbox = await db.select().from(evenementsSortants).where(eq(evenementsSortants.idCommande, idCommande));
  expect(outbox.map((row) => row.nature).sort()).toEqual([
    'abonnements',
    'confirmationPaiement',
    'facture',
    'referencements',
  ]);
  for (const row of outbox) expect(row.dateTraitement, `${row.nature} : ${row.derniereErreur}`).toBeInstanceOf(Date);
}

describe('le retour du navigateur et la notification, dans n’importe quel ordre', () => {
  test('le navigateur lit l’état avant la notification, puis après', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'enCours' });
    expect((await notifyNow(form)).statusCode).toBe(200);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'succes', IdEtatCommande: 3 });
    await expectPaidOnce(idCommande);
  });

  test('la notification arrive avant le navigateur', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    expect((await notifyNow(form)).statusCode).toBe(200);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'succes' });
    await expectPaidOnce(idCommande);
  });

  test('tout à la fois : lectures du navigateur, notification et ses répétitions', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    const answers = await Promise.all([
      h.send(camille, '/Paiement/Paiement_GetEtat', { IdCommande: idCommande }),
      notifyNow(form),
      h.send(camille, '/Paiement/Paiement_GetEtat', { IdCommande: idCommande }),
      notifyNow(form),
      notifyNow(form),
      h.send(camille, '/Paiement/Paiement_GetEtat', { IdCommande: idCommande }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const index of [0, 2, 5]) expect(['enCours', 'succes']).toContain(answers[index]?.json().Issue);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'succes' });
    await expectPaidOnce(idCommande);
  });

  test('une notification en attente et l’acceptation à la fois : payée une fois', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    await Promise.all([notifyNow(form, 'AUTHORISED_TO_VALIDATE'), notifyNow(form, 'CAPTURED'), notifyNow(form)]);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ Issue: 'succes' });
    await expectPaidOnce(idCommande);
  });
});

describe('paiements simultanés', () => {
  test('50 commandes payées par 50 notifications simultanées : 50 factures aux numéros qui se suivent, sans trou ni doublon', async () => {
    const forms: FormulairePaiement[] = [];
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const idCommande = await h.placeCommande(camille);
      ids.push(idCommande);
      forms.push(await h.startPayment(camille, idCommande));
    }
    const [counter] = await h.ctx.db.select().from(compteursFacture).where(eq(compteursFacture.serie, SERIE.facture));
    const first = (counter?.dernierNumero ?? 0) + 1;
    // A second server process on the same database works the outbox at the same time (skip locked).
    const other = buildApp({ config: h.ctx.config, db: h.ctx.db, document: h.ctx.document });
    try {
      const answers = await Promise.all(forms.map((form) => notifyNow(form)));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      await Promise.all([h.app.outbox.drain(), other.outbox.drain()]);
    } finally {
      await other.close();
    }
    const invoices = await h.ctx.db.select().from(factures).where(inArray(factures.idCommande, ids));
    expect(invoices).toHaveLength(50);
    expect(new Set(invoices.map((invoice) => invoice.idCommande)).size).toBe(50);
    expect(invoices.map((invoice) => invoice.numeroSequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => first + index),
    );
    expect(new Set(invoices.map((invoice) => invoice.numero)).size).toBe(50);
    const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
    expect(mails).toHaveLength(50);
  }, 120_000);
});
