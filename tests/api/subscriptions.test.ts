import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { SUBSCRIPTION_NOT_FOUND } from '../../domain/subscription/subscriptionRefusals.ts';
import { abonnements } from '../../server/platform/db/schema.ts';
import { activateSubscriptions } from '../../server/areas/subscriptions/repository.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, expectFrontOfficeOnly, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { parisToday } from '../../domain/parisDay.ts';

type Schemas = components['schemas'];

const ARTICLE = 20;
const ABONNEMENT = 30;

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let alice: BasketCustomer;
let other: BasketCustomer;

async function subscriptionsOf(who: BasketCustomer): Promise<Schemas['Abonnement'][]> {
  const response = await harness.send(who, '/Abonnement/Abonnement_GetAll');
  expect(response.statusCode, response.body).toBe(200);
  expect(check('/Abonnement/Abonnement_GetAll', 200, response.json())).toEqual([]);
  return response.json() as Schemas['Abonnement'][];
}

async function paidSubscription(): Promise<{ commande: Schemas['Commande']; abonnement: Schemas['Abonnement'] }> {
  const commande = await placeCommandeOf(harness, alice, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
  await payCommande(harness, alice, commande.Id);
  const [abonnement] = await subscriptionsOf(alice);
  return { commande, abonnement: abonnement! };
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  alice = await billedCustomer(harness, 'abonnement-alice');
  other = await billedCustomer(harness, 'abonnement-autre');
});

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(alice, other));

describe('starting subscriptions', () => {
  test('an order starts its subscriptions when it is paid, once, for a year, renewing', async () => {
    const commande = await placeCommandeOf(harness, alice, [
      { IdProduit: ABONNEMENT, Quantite: 1 },
      { IdProduit: ARTICLE, Quantite: 1 },
    ]);
    expect(await subscriptionsOf(alice)).toEqual([]);
    await payCommande(harness, alice, commande.Id);
    expect(await activateSubscriptions(harness.ctx.db, commande.Id)).toBe(0);

    const listed = await subscriptionsOf(alice);
    const today = parisToday();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      IdProduit: ABONNEMENT,
      IdCommande: commande.Id,
      NumeroCommande: commande.Numero,
      Libelle: commande.Lignes.find((line) => line.IdProduit === ABONNEMENT)!.Libelle,
      DateDebut: today,
      Renouvellement: true,
      DateResiliation: null,
      Actif: true,
    });
    expect(listed[0]!.DateFin).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
  });

  test('an order not paid starts none', async () => {
    const commande = await placeCommandeOf(harness, alice, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
    expect(await activateSubscriptions(harness.ctx.db, commande.Id)).toBe(0);
    expect(await subscriptionsOf(alice)).toEqual([]);
  });

  test('activateSubscriptions starts from the day it is given, one year long', async () => {
    const { commande, abonnement } = await paidSubscription();
    await harness.ctx.db.delete(abonnements).where(eq(abonnements.id, abonnement.Id));
    expect(await activateSubscriptions(harness.ctx.db, commande.Id, new Date('2027-01-15T09:00:00Z'))).toBe(1);
    expect(await activateSubscriptions(harness.ctx.db, commande.Id)).toBe(0);
    const [started] = await subscriptionsOf(alice);
    expect(started).toMatchObject({ DateDebut: '2027-01-15', DateFin: '2028-01-15', Renouvellement: true });
  });

  test('a subscription paid at 00:30 in Paris starts that day, though it is still the day before in UTC', async () => {
    const { commande, abonnement } = await paidSubscription();
    await harness.ctx.db.delete(abonnements).where(eq(abonnements.id, abonnement.Id));
    expect(await activateSubscriptions(harness.ctx.db, commande.Id, new Date('2027-01-14T23:30:00Z'))).toBe(1);
    const [started] = await subscriptionsOf(alice);
    expect(started).toMatchObject({ DateDebut: '2027-01-15', DateFin: '2028-01-15' });
  });
});

describe('cancelling a subscription', () => {
  test('stops its renewal; it stays active until its end; cancelling again keeps the first date', async () => {
    const { abonnement } = await paidSubscription();
    const cancelled = await harness.send(alice, '/Abonnement/Abonnement_Resilier', { Id: abonnement.Id });
    expect(cancelled.statusCode).toBe(200);
    expect(check('/Abonnement/Abonnement_Resilier', 200, cancelled.json())).toEqual([]);
    expect(cancelled.json()).toMatchObject({ Renouvellement: false, Actif: true, DateFin: abonnement.DateFin });
    expect(cancelled.json().DateResiliation).not.toBeNull();
    const again = await harness.send(alice, '/Abonnement/Abonnement_Resilier', { Id: abonnement.Id });
    expect(again.json()).toEqual(cancelled.json());
    expect(await subscriptionsOf(alice)).toEqual([cancelled.json()]);
  });

  test('is no longer active once its end has passed', async () => {
    const { abonnement } = await paidSubscription();
    await harness.ctx.db
      .update(abonnements)
      .set({ dateDebut: '2024-01-10', dateFin: '2025-01-10' })
      .where(eq(abonnements.id, abonnement.Id));
    expect(await subscriptionsOf(alice)).toMatchObject([{ DateFin: '2025-01-10', Actif: false }]);
  });

  test("answers 404 for another customer's subscription or an unknown one, and changes nothing", async () => {
    const { abonnement } = await paidSubscription();
    for (const Id of [abonnement.Id, 999999]) {
      const foreign = await harness.send(other, '/Abonnement/Abonnement_Resilier', { Id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().Message).toBe(SUBSCRIPTION_NOT_FOUND);
    }
    expect(await subscriptionsOf(other)).toEqual([]);
    expect(await subscriptionsOf(alice)).toEqual([abonnement]);
  });

  test.each([
    ['/Abonnement/Abonnement_GetAll', {}],
    ['/Abonnement/Abonnement_Resilier', { Id: 1 }],
  ])('%s needs a token (401) of the front office (403)', async (path, values) => {
    await expectFrontOfficeOnly(harness, path, values);
  });
});
