import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { abonnements, commandeProduits, comptes } from '../../server/db/schema.ts';
import { activateSubscriptions } from '../../server/subscriptions/activateSubscriptions.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { payOrder, placeOrderOf } from './orderFlow.ts';
import { call, testContext, TEST_TOKENS } from './testApp.ts';

type Schemas = components['schemas'];

const FORMATION = 10;
const REMOTE_SESSION = 103;
const ABONNEMENT = 30;

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let company: BasketCustomer;
let other: BasketCustomer;

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  company = await harness.customer('suivi-societe');
  other = await harness.customer('suivi-autre');
  for (const who of [company, other])
    await harness.ctx.db
      .update(comptes)
      .set({
        nomVoie: '8 quai des Brumes',
        codePostal: '69002',
        ville: 'Lyon',
        idPays: 74,
        raisonSociale: 'Éditions des Brumes',
        siret: '12345678200028',
      })
      .where(eq(comptes.id, who.idCompte));
});

afterAll(() => disposeBasketHarness());

beforeEach(async () => {
  await harness.reset(company);
  await harness.reset(other);
});

describe('my trainings', () => {
  test('lists the sessions of paid orders only, with their link, documents and attendance', async () => {
    const order = await placeOrderOf(harness, company, [
      { IdProduit: FORMATION, Quantite: 2, IdFormation: REMOTE_SESSION },
    ]);
    expect((await harness.send(company, '/Formation/Formation_GetAll')).json()).toEqual([]);

    await payOrder(harness, company, order.Id);
    const listed = await harness.send(company, '/Formation/Formation_GetAll');
    expect(listed.statusCode).toBe(200);
    expect(check('/Formation/Formation_GetAll', 200, listed.json())).toEqual([]);
    const [booked] = listed.json() as Schemas['FormationReservee'][];
    expect(booked).toMatchObject({
      IdProduit: FORMATION,
      IdCommande: order.Id,
      NumeroCommande: order.Numero,
      Quantite: 2,
      Session: { Id: REMOTE_SESSION, Lieu: 'En ligne (classe virtuelle)' },
      Lien: `https://classe-virtuelle.example.org/session-${REMOTE_SESSION}`,
      EtatPresence: 'aVenir',
    });
    expect(booked!.Documents.map((document) => document.Nom)).toContain('Programme de la formation');

    const one = await harness.send(company, '/Formation/Formation_Get', {
      Id: FORMATION,
      IdCommandeProduit: booked!.IdCommandeProduit,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(booked);
  });

  test("answers 404 for another customer's training, another product, or an unpaid order", async () => {
    const paid = await placeOrderOf(harness, company, [{ IdProduit: FORMATION, Quantite: 1, IdFormation: 101 }]);
    await payOrder(harness, company, paid.Id);
    const line = paid.Lignes[0]!.Id;
    const unpaid = await placeOrderOf(harness, other, [{ IdProduit: FORMATION, Quantite: 1, IdFormation: 101 }]);
    const cases: [BasketCustomer, number, number][] = [
      [other, FORMATION, line],
      [company, 11, line],
      [other, FORMATION, unpaid.Lignes[0]!.Id],
    ];
    for (const [who, Id, IdCommandeProduit] of cases) {
      const response = await harness.send(who, '/Formation/Formation_Get', { Id, IdCommandeProduit });
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe("Cette formation n'existe pas ou ne fait pas partie de vos formations.");
    }
  });

  test('shows attendance once taken', async () => {
    const paid = await placeOrderOf(harness, company, [{ IdProduit: FORMATION, Quantite: 1, IdFormation: 101 }]);
    await payOrder(harness, company, paid.Id);
    await harness.ctx.db
      .update(commandeProduits)
      .set({ presence: false })
      .where(eq(commandeProduits.id, paid.Lignes[0]!.Id));
    const [booked] = (await harness.send(company, '/Formation/Formation_GetAll')).json();
    // The session is ahead: attendance taken early still reads as to come.
    expect(booked.EtatPresence).toBe('aVenir');
  });
});

describe('my subscriptions', () => {
  test('start when the order is paid, once, for a year, renewing', async () => {
    const order = await placeOrderOf(harness, company, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
    expect((await harness.send(company, '/Abonnement/Abonnement_GetAll')).json()).toEqual([]);
    await payOrder(harness, company, order.Id);
    expect(await activateSubscriptions(harness.ctx.db, order.Id)).toBe(0);

    const listed = await harness.send(company, '/Abonnement/Abonnement_GetAll');
    expect(listed.statusCode).toBe(200);
    expect(check('/Abonnement/Abonnement_GetAll', 200, listed.json())).toEqual([]);
    const [abonnement] = listed.json() as Schemas['Abonnement'][];
    const today = new Date().toISOString().slice(0, 10);
    expect(abonnement).toMatchObject({
      IdProduit: ABONNEMENT,
      IdCommande: order.Id,
      NumeroCommande: order.Numero,
      DateDebut: today,
      Renouvellement: true,
      DateResiliation: null,
      Actif: true,
    });
    expect(abonnement!.DateFin).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
  });

  test('cancelled: no renewal, still active until the end, the first cancellation date kept', async () => {
    const order = await placeOrderOf(harness, company, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
    await payOrder(harness, company, order.Id);
    const [abonnement] = (await harness.send(company, '/Abonnement/Abonnement_GetAll')).json();
    const cancelled = await harness.send(company, '/Abonnement/Abonnement_Resilier', { Id: abonnement.Id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ Renouvellement: false, Actif: true, DateFin: abonnement.DateFin });
    expect(cancelled.json().DateResiliation).not.toBeNull();
    const again = await harness.send(company, '/Abonnement/Abonnement_Resilier', { Id: abonnement.Id });
    expect(again.json()).toEqual(cancelled.json());

    const foreign = await harness.send(other, '/Abonnement/Abonnement_Resilier', { Id: abonnement.Id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Message).toBe("Cet abonnement n'existe pas ou ne fait pas partie de vos abonnements.");
    const [row] = await harness.ctx.db.select().from(abonnements).where(eq(abonnements.id, abonnement.Id));
    expect(row?.idCompte).toBe(company.idCompte);
  });
});

describe('partner offers', () => {
  test('are open to either role, not to visitors', async () => {
    const { app } = await testContext();
    for (const token of [TEST_TOKENS.frontOffice, TEST_TOKENS.backOffice]) {
      const response = await call(app, '/Offre/Offre_GetPartenaire', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json().Nom).toBe('OffresPartenaire');
      expect(JSON.stringify(response.json().ContenuElements)).toContain('Imprimerie Lumière');
    }
    expect((await call(app, '/Offre/Offre_GetPartenaire')).statusCode).toBe(401);
  });
});
