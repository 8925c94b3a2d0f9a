import { and, eq, inArray } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { NOTHING_TO_PAY_MENTION } from '../../domain/order/invoiceTexts.ts';
import { PAYMENT_REFUSALS } from '../../domain/order/paymentMessages.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT, TYPE_REDUCTION } from '../../domain/referenceIds.ts';
import {
  abonnements,
  evenementsSortants,
  mailOutbox,
  paiements,
  produits,
  reductions,
} from '../../server/platform/db/schema.ts';
import { ID_RUBRIQUE_ARTICLES, ID_RUBRIQUE_REDUCTIONS } from '../../server/compose/seed/data/catalogue.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { businessRuleFailures, embeddedFacturx, xsdErrors } from './facturxValidation.ts';
import { giveBillingAddress, sendCommande } from './commandeFlow.ts';

type Schemas = components['schemas'];

/** The demo catalogue's « Fiche pratique » (9,00 €) and « Abonnement Essentiel (12 mois) » (99,00 €). */
const ARTICLE = 20;
const SUBSCRIPTION = 30;

let h: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let client: BasketCustomer;
let created: number[] = [];

/** A hidden reduction product whose code takes `valeur` (a percentage, or cents for an amount code). */
async function reductionCode(code: string, idTypeReduction: number, valeur: number): Promise<void> {
  const [row] = await h.ctx.db
    .insert(produits)
    .values({
      idTypeProduit: TYPE_PRODUIT.reduction,
      idRubrique: ID_RUBRIQUE_REDUCTIONS,
      libelle: `Code ${code}`,
      description: 'Code des tests des commandes à 0 €.',
      prixTtcCentimes: 0,
      tauxTva: 20,
      rang: 900 + created.length,
      visible: false,
    })
    .returning({ id: produits.id });
  created.push(row!.id);
  await h.ctx.db.insert(reductions).values({ idProduit: row!.id, idTypeReduction, valeur, codeReduction: code });
}

beforeAll(async () => {
  h = await basketHarness();
  check = createResponseChecker(h.ctx.document);
  client = await h.customer('gratuit');
  await giveBillingAddress(h, client, null);
  await reductionCode('CADEAU100', TYPE_REDUCTION.pourcentage, 100);
  await reductionCode('AVOIR150', TYPE_REDUCTION.prix, 15000);
  const [free] = await h.ctx.db
    .insert(produits)
    .values({
      idTypeProduit: TYPE_PRODUIT.article,
      idRubrique: ID_RUBRIQUE_ARTICLES,
      libelle: 'Fiche offerte : le calendrier de l’auteur',
      description: 'Un article gratuit.',
      prixTtcCentimes: 0,
      tauxTva: 5.5,
      rang: 950,
      visible: true,
    })
    .returning({ id: produits.id });
  created.push(free!.id);
}, 60_000);

beforeEach(async () => {
  await h.reset(client);
  await h.ctx.db.delete(abonnements).where(eq(abonnements.idCompte, client.idCompte));
});

afterAll(async () => {
  await h.reset(client);
  await h.ctx.db.delete(abonnements).where(eq(abonnements.idCompte, client.idCompte));
  await h.ctx.db.delete(reductions).where(inArray(reductions.idProduit, created));
  await h.ctx.db.delete(produits).where(inArray(produits.id, created));
  created = [];
  await disposeBasketHarness();
});

/** Fills the basket, applies `code` if any, and places the order from the confirmation: the order answered. */
async function placeFree(lines: Schemas['CommandeProduitSaisie'][], code: string | null): Promise<Schemas['Commande']> {
  for (const line of lines) await h.basket(client, '/Panier/AddProduit', line);
  if (code) {
    const applied = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: code });
    expect(applied.MessageErreur).toBeNull();
  }
  const conditions = (await h.send(client, '/Commande/Commande_GetConditions')).json() as Schemas['ConditionsCommande'];
  expect(conditions.Panier.TotalTTCCentimes).toBe(0);
  const placed = await sendCommande(h, client);
  expect(placed.statusCode, placed.body).toBe(200);
  expect(check('/Commande/Commande_Create', 200, placed.json())).toEqual([]);
  return placed.json() as Schemas['Commande'];
}

/** What the order became once the outbox has run: its invoice, its e-mail, its payments. */
async function settledCommande(commande: Schemas['Commande']) {
  await h.app.outbox.drain();
  const settled = (await h.send(client, '/Commande/Commande_Get', { Id: commande.Id })).json() as Schemas['Commande'];
  const mails = await h.ctx.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.destinataire, 'gratuit@panier.example.org'),
        eq(mailOutbox.sujet, `Commande ${settled.Numero} confirmée`),
      ),
    );
  const attempts = await h.ctx.db.select().from(paiements).where(eq(paiements.idCommande, commande.Id));
  const pending = await h.ctx.db
    .select()
    .from(evenementsSortants)
    .where(and(eq(evenementsSortants.idCommande, commande.Id)));
  return { settled, mails, attempts, pending: pending.filter((row) => row.dateTraitement === null) };
}

describe('une commande de 0 € est réglée dès qu’elle est passée', () => {
  test('un code de 100 % : payée, facturée à 0 € en Factur-X valide, confirmée par e-mail, sans paiement possible', async () => {
    const commande = await placeFree([{ IdProduit: ARTICLE, Quantite: 2 }], 'CADEAU100');
    expect(commande).toMatchObject({
      IdEtatCommande: ETAT_COMMANDE.payee,
      TotalTTCCentimes: 0,
      TotalHTCentimes: 0,
      TotalTVACentimes: 0,
      MontantReductionTTCCentimes: 1800,
    });

    const { settled, mails, attempts, pending } = await settledCommande(commande);
    expect(settled.IdEtatCommande).toBe(ETAT_COMMANDE.payee);
    expect(attempts).toEqual([]);
    expect(pending).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texte).toContain('vous n’avez rien à payer');
    expect(mails[0]!.texte).not.toContain('paiement de');

    // Nothing to pay, so nothing is ever sent to the provider.
    const payment = await h.send(client, '/Paiement/Paiement_Create', { IdCommande: commande.Id });
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toEqual({ Message: PAYMENT_REFUSALS.alreadyPaid });
    const state = (await h.send(client, '/Paiement/Paiement_GetEtat', { IdCommande: commande.Id })).json();
    expect(state).toMatchObject({ Issue: 'succes', TotalTTCCentimes: 0 });

    // One invoice of 0 €, which says there was nothing to pay, in its PDF and its CII XML.
    expect(settled.Factures).toHaveLength(1);
    const facture = (
      await h.send(client, '/Facture/Facture_Get', { Id: settled.Factures[0]!.Id })
    ).json() as Schemas['Facture'];
    expect(facture).toMatchObject({ TotalTTCCentimes: 0, DatePaiement: null, MoyenPaiement: null, Avoir: false });
    const download = await h.send(client, '/Facture/Facture_Download', { Id: facture.Id });
    expect(download.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(download.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(NOTHING_TO_PAY_MENTION);
    const xml = await embeddedFacturx(download.rawPayload);
    expect(xml).toContain(`<ram:Description>${NOTHING_TO_PAY_MENTION}</ram:Description>`);
    expect(xml).not.toContain('SpecifiedTradeSettlementPaymentMeans');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleFailures(xml)).toEqual([]);
  });

  test('un code d’un montant plus grand que le panier : la commande est de 0 € et l’abonnement commence', async () => {
    const commande = await placeFree([{ IdProduit: SUBSCRIPTION, Quantite: 1 }], 'AVOIR150');
    expect(commande).toMatchObject({ IdEtatCommande: ETAT_COMMANDE.payee, TotalTTCCentimes: 0 });
    const { settled } = await settledCommande(commande);
    expect(settled.Factures).toHaveLength(1);
    const started = await h.ctx.db.select().from(abonnements).where(eq(abonnements.idCompte, client.idCompte));
    expect(started).toHaveLength(1);
  });

  test('un article gratuit, sans code : la commande est réglée, la facture à 0 €', async () => {
    const commande = await placeFree([{ IdProduit: created[2]!, Quantite: 1 }], null);
    expect(commande.IdEtatCommande).toBe(ETAT_COMMANDE.payee);
    const { settled, mails } = await settledCommande(commande);
    expect(settled.Factures.map((facture) => facture.TotalTTCCentimes)).toEqual([0]);
    expect(mails).toHaveLength(1);
  });

  test('une commande payante attend toujours son paiement', async () => {
    await h.basket(client, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const placed = (await sendCommande(h, client)).json() as Schemas['Commande'];
    expect(placed).toMatchObject({ IdEtatCommande: ETAT_COMMANDE.enAttenteDePaiement, TotalTTCCentimes: 900 });
    const { settled, mails } = await settledCommande(placed);
    expect(settled.Factures).toEqual([]);
    expect(mails).toEqual([]);
  });
});
