import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SERIE } from '../../domain/invoice/invoiceMentions.ts';
import { commandes, evenementsSortants, factures, paiements } from '../../server/platform/db/schema.ts';
import { ATTEMPT_VALIDITY_MS } from '../../server/areas/payment/paymentState.ts';
import { usePaymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';

let h: PaymentHarness;
let camille: PaymentCustomer;

usePaymentHarness((harness, customer) => {
  h = harness;
  camille = customer;
});

/** Moves an attempt's creation back in time, as if the customer had left the provider's page that long ago. */
async function age(idPaiement: number, ms: number): Promise<void> {
  await h.ctx.db
    .update(paiements)
    .set({ dateCreation: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(paiements.id, idPaiement));
}

describe('une tentative restée sans réponse', () => {
  test('au-delà de sa validité, la lecture de l’état la clôt comme expirée ; la commande reste à payer', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    await age(form.IdPaiement, ATTEMPT_VALIDITY_MS + 60_000);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({
      IdEtatCommande: 2,
      EtatPaiement: 'expired',
      Issue: 'echec',
    });
    const [attempt] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, form.IdPaiement));
    expect(attempt?.etatMachine).toBe('expired');
    const [commande] = await h.ctx.db.select().from(commandes).where(eq(commandes.id, idCommande));
    expect(commande?.etatMachine).toEqual({ awaitingPayment: 'open' });
    const retry = await h.startPayment(camille, idCommande);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ EtatPaiement: 'redirected', Issue: 'enCours' });
    await h.notify(h.notificationOf(retry, 'AUTHORISED'));
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ IdEtatCommande: 3, Issue: 'succes' });
  });

  test('avant sa validité, elle reste en cours', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    await age(form.IdPaiement, ATTEMPT_VALIDITY_MS - 60_000);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ EtatPaiement: 'redirected', Issue: 'enCours' });
  });

  test('une tentative en attente de validation n’expire pas : la banque dira son issue', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    await h.notify(h.notificationOf(form, 'WAITING_AUTHORISATION'));
    await age(form.IdPaiement, 2 * ATTEMPT_VALIDITY_MS);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ EtatPaiement: 'pending', Issue: 'attente' });
  });

  test('une acceptation notifiée après l’expiration paie la commande qui l’attend encore : facture et courriel, rien à repayer', async () => {
    const idCommande = await h.placeCommande(camille);
    const form = await h.startPayment(camille, idCommande);
    await age(form.IdPaiement, ATTEMPT_VALIDITY_MS + 60_000);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({ EtatPaiement: 'expired', Issue: 'echec' });
    const late = await h.notify(h.notificationOf(form, 'AUTHORISED'));
    expect(late.statusCode).toBe(200);
    expect(await h.paymentState(camille, idCommande)).toMatchObject({
      IdEtatCommande: 3,
      EtatPaiement: 'succeeded',
      Issue: 'succes',
    });
    const [attempt] = await h.ctx.db.select().from(paiements).where(eq(paiements.id, form.IdPaiement));
    expect(attempt).toMatchObject({ etatMachine: 'succeeded', dateIncident: null });
    const invoices = await h.ctx.db.select().from(factures).where(eq(factures.idCommande, idCommande));
    expect(invoices.map((invoice) => invoice.serie)).toEqual([SERIE.facture]);
    const effects = await h.ctx.db
      .select()
      .from(evenementsSortants)
      .where(eq(evenementsSortants.idCommande, idCommande));
    expect(effects.map((row) => row.nature)).toContain('confirmationPaiement');
    const again = await h.send(camille, '/Paiement/Paiement_Create', { IdCommande: idCommande });
    expect(again.statusCode).toBe(409);
  });
});
