import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { BO_SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_ENDED } from '../../domain/subscription/boSubscriptionTexts.ts';
import { abonnements } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';

type Schemas = components['schemas'];

const ABONNEMENT = 30;
const LIST = '/BO/Abonnement/Abonnement_GetAll_List';
const GET = '/BO/Abonnement/Abonnement_Get';
const CANCEL = '/BO/Abonnement/Abonnement_Resilier';

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let alice: BasketCustomer;
let bruno: BasketCustomer;

async function list(values: Record<string, unknown>): Promise<Schemas['PageAbonnementBO']> {
  const response = await asAdmin(LIST, values);
  expect(response.statusCode, response.body).toBe(200);
  expect(check(LIST, 200, response.json())).toEqual([]);
  return response.json() as Schemas['PageAbonnementBO'];
}

/** A paid subscription of the customer, as the back office reads it. */
async function subscriptionOf(who: BasketCustomer): Promise<Schemas['AbonnementBO']> {
  const commande = await placeCommandeOf(harness, who, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
  await payCommande(harness, who, commande.Id);
  const [row] = await harness.ctx.db.select().from(abonnements).where(eq(abonnements.idCompte, who.idCompte));
  const response = await asAdmin(GET, { Id: row!.id });
  expect(response.statusCode, response.body).toBe(200);
  expect(check(GET, 200, response.json())).toEqual([]);
  return response.json() as Schemas['AbonnementBO'];
}

async function endSubscription(id: number): Promise<void> {
  await harness.ctx.db
    .update(abonnements)
    .set({ dateDebut: '2020-01-01', dateFin: '2021-01-01' })
    .where(eq(abonnements.id, id));
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  alice = await billedCustomer(harness, 'bo-abonnement-alice');
  bruno = await billedCustomer(harness, 'bo-abonnement-bruno');
});

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(alice, bruno));

describe('back office subscriptions', () => {
  test('roles: 401 without a token, 403 for a customer, on every call', async () => {
    for (const [path, values] of [
      [LIST, {}],
      [GET, { Id: 1 }],
      [CANCEL, { Id: 1 }],
    ] as const) {
      expect((await call(harness.ctx.app, path, { values })).statusCode, path).toBe(401);
      const customer = await call(harness.ctx.app, path, { values, token: TEST_TOKENS.frontOffice });
      expect(customer.statusCode, path).toBe(403);
    }
  });

  test('reads a subscription with its customer, product and order; an unknown id is 404', async () => {
    const read = await subscriptionOf(alice);
    expect(read).toMatchObject({
      Abonnement: { IdProduit: ABONNEMENT, Renouvellement: true, DateResiliation: null },
      Etat: 'actif',
      PeutResilier: true,
      Client: { IdPersonne: alice.idCompte, Login: 'bo-abonnement-alice@panier.example.org' },
    });
    expect(read.Abonnement.NumeroCommande).not.toBe('');
    const unknown = await asAdmin(GET, { Id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: BO_SUBSCRIPTION_NOT_FOUND });
  });

  test('lists filtered on the customer, the state and the start date, counted and paged', async () => {
    const first = await subscriptionOf(alice);
    const second = await subscriptionOf(bruno);
    await endSubscription(second.Abonnement.Id);

    const mine = await list({ Recherche: 'bo-abonnement' });
    expect(mine.Total).toBe(2);
    expect(mine.Items.map((item) => item.Abonnement.Id)).toEqual([first.Abonnement.Id, second.Abonnement.Id]);

    expect((await list({ Recherche: 'bo-abonnement-alice' })).Items.map((item) => item.Abonnement.Id)).toEqual([
      first.Abonnement.Id,
    ]);
    expect(
      (await list({ Recherche: first.Abonnement.Libelle.slice(0, 8), Etat: 'termine' })).Items.map(
        (i) => i.Abonnement.Id,
      ),
    ).toContain(second.Abonnement.Id);
    const active = await list({ Recherche: 'bo-abonnement', Etat: 'actif' });
    expect(active.Items.map((item) => item.Abonnement.Id)).toEqual([first.Abonnement.Id]);
    expect(
      (await list({ Recherche: 'bo-abonnement', DateDebutMax: '2020-12-31' })).Items.map((i) => i.Abonnement.Id),
    ).toEqual([second.Abonnement.Id]);
    expect(
      (await list({ Recherche: 'bo-abonnement', Tri: { Colonne: 'DateDebut', Sens: 'asc' } })).Items.map(
        (i) => i.Abonnement.Id,
      ),
    ).toEqual([second.Abonnement.Id, first.Abonnement.Id]);

    const page = await list({ Recherche: 'bo-abonnement', Limit: 1, Offset: 1 });
    expect(page).toMatchObject({ Total: 2, Items: [{ Abonnement: { Id: second.Abonnement.Id } }] });
    expect(await list({ Recherche: 'bo-abonnement', Limit: 1, Offset: 5 })).toEqual({ Total: 2, Items: [] });
    expect((await list({})).Items.length).toBeLessThanOrEqual(10);
    for (const bad of [{ Limit: 0 }, { Limit: 101 }, { Offset: -1 }]) {
      expect((await asAdmin(LIST, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  test('Recherche ignores case and accents, both ways, in the customer and the product', async () => {
    const gavres = await billedCustomer(harness, 'bo-abo-gavres', {
      raisonSociale: 'Librairie du Goéland',
      siret: '40483304800010',
    });
    const read = await subscriptionOf(gavres);
    for (const Recherche of ['librairie du goeland', 'LIBRAIRIE DU GOELAND', 'bo-abo-gâvres']) {
      expect(
        (await list({ Recherche })).Items.map((item) => item.Abonnement.Id),
        Recherche,
      ).toEqual([read.Abonnement.Id]);
    }
    const byProduct = await list({ Recherche: 'ABONNEMENT ESSENTIÉL', Limit: 100 });
    expect(byProduct.Items.map((item) => item.Abonnement.Id)).toContain(read.Abonnement.Id);
  });

  test('cancels on the customer behalf once; an ended subscription is refused with 409', async () => {
    const read = await subscriptionOf(alice);
    const cancelled = await asAdmin(CANCEL, { Id: read.Abonnement.Id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = cancelled.json() as Schemas['AbonnementBO'];
    expect(body).toMatchObject({
      Abonnement: { Renouvellement: false, Actif: true },
      Etat: 'resilie',
      PeutResilier: false,
    });
    expect(body.Abonnement.DateResiliation).not.toBeNull();

    const again = (await asAdmin(CANCEL, { Id: read.Abonnement.Id })).json() as Schemas['AbonnementBO'];
    expect(again.Abonnement.DateResiliation).toBe(body.Abonnement.DateResiliation);

    const customerView = await harness.send(alice, '/Abonnement/Abonnement_GetAll');
    expect(customerView.json()).toMatchObject([{ Id: read.Abonnement.Id, Renouvellement: false }]);

    const ended = await subscriptionOf(bruno);
    await endSubscription(ended.Abonnement.Id);
    const refused = await asAdmin(CANCEL, { Id: ended.Abonnement.Id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: SUBSCRIPTION_ENDED });
    const [unchanged] = await harness.ctx.db.select().from(abonnements).where(eq(abonnements.id, ended.Abonnement.Id));
    expect(unchanged).toMatchObject({ renouvellement: true, dateResiliation: null });
    expect((await asAdmin(CANCEL, { Id: 999_999 })).statusCode).toBe(404);
  });
});
