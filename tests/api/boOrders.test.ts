import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import {
  BO_INVOICE_NOT_FOUND,
  BO_COMMANDE_NOT_FOUND,
  BO_COMMANDE_REFUSALS,
} from '../../domain/order/boCommandeTexts.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { comptes, factures, mailOutbox } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';

type Schemas = components['schemas'];

const ARTICLE = 20;
const LIST = '/BO/Commande/Commande_GetAll_List';
const GET = '/BO/Commande/Commande_Get';
const UPDATE = '/BO/Commande/Commande_Etat_Update';

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let alice: BasketCustomer;
let bruno: BasketCustomer;

async function list(values: Record<string, unknown>): Promise<Schemas['PageCommandeResumeBO']> {
  const response = await asAdmin(LIST, values);
  expect(response.statusCode, response.body).toBe(200);
  expect(check(LIST, 200, response.json())).toEqual([]);
  return response.json() as Schemas['PageCommandeResumeBO'];
}

async function act(Id: number, Action: string) {
  const response = await asAdmin(UPDATE, { Id, Action });
  await harness.ctx.app.outbox.drain();
  return response;
}

async function commande(who: BasketCustomer, quantite = 1): Promise<Schemas['Commande']> {
  return placeCommandeOf(harness, who, [{ IdProduit: ARTICLE, Quantite: quantite }]);
}

async function paidCommande(who: BasketCustomer): Promise<Schemas['Commande']> {
  const placed = await commande(who);
  await payCommande(harness, who, placed.Id);
  return placed;
}

async function invoicesOf(idCommande: number) {
  return harness.ctx.db.select().from(factures).where(eq(factures.idCommande, idCommande));
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  alice = await billedCustomer(harness, 'bo-commande-alice');
  bruno = await billedCustomer(harness, 'bo-commande-bruno', {
    raisonSociale: 'Éditions Zeste',
    siret: '40483304800010',
  });
  await harness.ctx.db.update(comptes).set({ nom: 'Zorglub' }).where(eq(comptes.id, bruno.idCompte));
}, 60_000);

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(alice, bruno));

describe('the back office reads every account’s orders', () => {
  test('roles: 401 without a token, 403 for a customer, on every call', async () => {
    for (const [path, values] of [
      [LIST, {}],
      [GET, { Id: 1 }],
      [UPDATE, { Id: 1, Action: 'terminer' }],
      ['/BO/Facture/Facture_Get', { Id: 1, IdPersonne: 1 }],
      ['/BO/Facture/Facture_Download', { Id: 1, IdPersonne: 1 }],
    ] as const) {
      const anonymous = await call(harness.ctx.app, path, { values });
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json().Message).toBe(MESSAGES.authenticationRequired);
      const customer = await call(harness.ctx.app, path, { values, token: TEST_TOKENS.frontOffice });
      expect(customer.statusCode, path).toBe(403);
      expect(customer.json().Message).toBe(MESSAGES.accessDenied);
    }
  });

  test('filters on text (number, login, name, company), state, account and dates; count and paging', async () => {
    const first = await commande(alice, 1);
    const paid = await paidCommande(bruno);
    const third = await commande(alice, 3);

    const byAccount = await list({ IdPersonne: alice.idCompte });
    expect(byAccount.Total).toBe(2);
    expect(byAccount.Items.map((item) => item.Id)).toEqual([third.Id, first.Id]);
    expect(byAccount.Items[0]?.Client).toEqual({
      IdPersonne: alice.idCompte,
      Login: 'bo-commande-alice@panier.example.org',
      Prenom: 'Client',
      Nom: 'bo-commande-alice',
      RaisonSociale: null,
    });

    expect((await list({ Recherche: first.Numero })).Items.map((item) => item.Id)).toEqual([first.Id]);
    expect((await list({ Recherche: 'ALICE@PANIER' })).Total).toBe(2);
    expect((await list({ Recherche: 'zorglub' })).Items.map((item) => item.Id)).toEqual([paid.Id]);
    expect((await list({ Recherche: 'Zeste' })).Items.map((item) => item.Id)).toEqual([paid.Id]);
    expect((await list({ Recherche: 'bo-commande_%' })).Total).toBe(0);

    // Case and accents ignored, both ways; « Zorglub Client » is the name the other way round.
    for (const Recherche of ['editions zeste', 'ÉDITIONS ZÉSTE', 'zorglub client', first.Numero.toLowerCase()]) {
      const expected = Recherche === first.Numero.toLowerCase() ? [first.Id] : [paid.Id];
      expect(
        (await list({ Recherche })).Items.map((item) => item.Id),
        Recherche,
      ).toEqual(expected);
    }

    const payees = await list({ IdEtatCommande: ETAT_COMMANDE.payee, Recherche: 'bo-commande' });
    expect(payees.Items.map((item) => item.Id)).toEqual([paid.Id]);
    expect(payees.Items[0]?.EtatCommande).toBe('Payée');
    expect(payees.Items[0]?.Facture?.Numero).toMatch(/^FA-/);
    const unpaid = await list({ IdPersonne: alice.idCompte });
    expect(unpaid.Items.every((item) => item.Facture === null)).toBe(true);

    const today = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect((await list({ IdPersonne: alice.idCompte, DatePassageDebut: today, DatePassageFin: today })).Total).toBe(2);
    expect((await list({ IdPersonne: alice.idCompte, DatePassageDebut: '2999-01-01' })).Total).toBe(0);
    expect((await list({ IdPersonne: alice.idCompte, DatePassageFin: '2000-01-01' })).Total).toBe(0);

    const page = await list({ Recherche: 'bo-commande', Limit: 1, Offset: 1 });
    expect(page).toMatchObject({ Total: 3, Items: [{ Id: paid.Id }] });
    expect(await list({ Recherche: 'bo-commande', Limit: 10, Offset: 50 })).toEqual({ Total: 3, Items: [] });
  });

  test('sorts by number, customer, state and total, both ways', async () => {
    const small = await commande(alice, 1);
    const big = await commande(bruno, 4);
    const ids = async (Tri: string, Sens: string) =>
      (await list({ Recherche: 'bo-commande', Tri: { Colonne: Tri, Sens } })).Items.map((item) => item.Id);
    expect(await ids('TotalTTCCentimes', 'asc')).toEqual([small.Id, big.Id]);
    expect(await ids('TotalTTCCentimes', 'desc')).toEqual([big.Id, small.Id]);
    expect(await ids('Numero', 'asc')).toEqual([small.Id, big.Id]);
    expect(await ids('DatePassage', 'desc')).toEqual([big.Id, small.Id]);
    // « bo-commande-alice » before « Zorglub »
    expect(await ids('Client', 'asc')).toEqual([small.Id, big.Id]);
    expect(await ids('EtatCommande', 'asc')).toHaveLength(2);
  });

  test('paging bounds and unknown fields are refused with a French message', async () => {
    for (const values of [
      { Limit: 0 },
      { Limit: 101 },
      { Offset: -1 },
      { Tri: { Colonne: 'Titre', Sens: 'asc' } },
      { Tri: { Colonne: 'Numero', Sens: 'up' } },
      { Tri: 'Numero' },
    ]) {
      const response = await asAdmin(LIST, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().Message).toBe(MESSAGES.invalidData);
    }
    expect((await list({ Limit: 100 })).Items.length).toBeLessThanOrEqual(100);
  });

  test('Commande_Get gives the customer, lines, payments, invoices and the actions allowed; unknown ids 404', async () => {
    const paid = await paidCommande(bruno);
    const response = await asAdmin(GET, { Id: paid.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(GET, 200, response.json())).toEqual([]);
    const commande = response.json() as Schemas['CommandeBO'];
    expect(commande).toMatchObject({
      Commande: { Id: paid.Id, IdEtatCommande: ETAT_COMMANDE.payee },
      Client: { IdPersonne: bruno.idCompte, Nom: 'Zorglub', RaisonSociale: 'Éditions Zeste' },
      PeutPasserEnCours: true,
      PeutTerminer: false,
      PeutAnnuler: true,
      AnnulationAvecAvoir: true,
    });
    expect(commande.Commande.Lignes).toHaveLength(1);
    expect(commande.Commande.Paiements.map((payment) => payment.Etat)).toEqual(['succeeded']);
    expect(commande.Commande.Factures).toHaveLength(1);

    for (const Id of [999_999, 2_147_483_647]) {
      const missing = await asAdmin(GET, { Id });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().Message).toBe(BO_COMMANDE_NOT_FOUND);
      const missingMove = await asAdmin(UPDATE, { Id, Action: 'annuler' });
      expect(missingMove.statusCode).toBe(404);
    }
  });
});

describe('staff move an order through its machine', () => {
  test('a paid order goes « En cours », then « Terminée »; every other move is refused with 409', async () => {
    const paid = await paidCommande(alice);
    const early = await act(paid.Id, 'terminer');
    expect(early.statusCode).toBe(409);
    expect(early.json().Message).toBe(BO_COMMANDE_REFUSALS.terminer('Payée'));

    const started = await act(paid.Id, 'passerEnCours');
    expect(started.statusCode, started.body).toBe(200);
    expect(check(UPDATE, 200, started.json())).toEqual([]);
    expect(started.json()).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.enCours, EtatCommande: 'En cours' },
      PeutPasserEnCours: false,
      PeutTerminer: true,
    });
    const again = await act(paid.Id, 'passerEnCours');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(BO_COMMANDE_REFUSALS.passerEnCours('En cours'));

    const done = await act(paid.Id, 'terminer');
    expect(done.json()).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.terminee, EtatCommande: 'Terminée' },
    });
    expect((await act(paid.Id, 'terminer')).statusCode).toBe(409);
    // The customer sees it too.
    const mine = await harness.send(alice, '/Commande/Commande_Get', { Id: paid.Id });
    expect(mine.json().EtatCommande).toBe('Terminée');
  });

  test('an unpaid order is cancelled without invoice nor credit note, and cannot move on', async () => {
    const placed = await commande(alice);
    expect((await act(placed.Id, 'passerEnCours')).json().Message).toBe(
      BO_COMMANDE_REFUSALS.passerEnCours('En attente de paiement'),
    );
    const cancelled = await act(placed.Id, 'annuler');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ Commande: { IdEtatCommande: ETAT_COMMANDE.annulee }, PeutAnnuler: false });
    expect(await invoicesOf(placed.Id)).toEqual([]);
    const twice = await act(placed.Id, 'annuler');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(BO_COMMANDE_REFUSALS.annuler('Annulée'));
  });

  test('a paid order in progress is cancelled as refunded, its credit note issued once', async () => {
    const paid = await paidCommande(bruno);
    await act(paid.Id, 'passerEnCours');
    const refunded = await act(paid.Id, 'annuler');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      Commande: { IdEtatCommande: ETAT_COMMANDE.remboursee },
      PeutAnnuler: false,
    });
    const after = (await asAdmin(GET, { Id: paid.Id })).json() as Schemas['CommandeBO'];
    expect(after.Commande.Factures.map((facture) => facture.Avoir)).toEqual([false, true]);
    expect((await act(paid.Id, 'annuler')).statusCode).toBe(409);
    const creditNotes = (await invoicesOf(paid.Id)).filter((row) => row.serie === 'AV');
    expect(creditNotes).toHaveLength(1);
    // The customer is told once, with the credit note's number.
    const mails = await harness.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.destinataire, 'bo-commande-bruno@panier.example.org'));
    const notices = mails.filter((mail) => mail.sujet.startsWith(`Commande ${paid.Numero} annulée`));
    expect(notices.map((mail) => mail.sujet)).toEqual([
      `Commande ${paid.Numero} annulée : votre avoir ${creditNotes[0]!.numero}`,
    ]);
    expect(notices[0]!.texte).toContain(`/facture/${creditNotes[0]!.id}`);
  });

  test('an action outside the list is refused (400)', async () => {
    const placed = await commande(alice);
    const response = await asAdmin(UPDATE, { Id: placed.Id, Action: 'rembourser' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the back office reads an account’s invoice', () => {
  test('Facture_Get and the same PDF as the customer’s; another account’s IdPersonne 404', async () => {
    const paid = await paidCommande(alice);
    const [invoice] = await invoicesOf(paid.Id);
    if (!invoice) throw new Error('the paid order has no invoice');
    const read = await asAdmin('/BO/Facture/Facture_Get', { Id: invoice.id, IdPersonne: alice.idCompte });
    expect(read.statusCode, read.body).toBe(200);
    const customers = await harness.send(alice, '/Facture/Facture_Get', { Id: invoice.id });
    expect(read.json()).toEqual(customers.json());

    const pdf = await asAdmin('/BO/Facture/Facture_Download', { Id: invoice.id, IdPersonne: alice.idCompte });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const path of ['/BO/Facture/Facture_Get', '/BO/Facture/Facture_Download']) {
      for (const values of [
        { Id: invoice.id, IdPersonne: bruno.idCompte },
        { Id: 999_999, IdPersonne: alice.idCompte },
      ]) {
        const refused = await asAdmin(path, values);
        expect(refused.statusCode, path).toBe(404);
        expect(refused.json().Message).toBe(BO_INVOICE_NOT_FOUND);
      }
    }
  });
});
