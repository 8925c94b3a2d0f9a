import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { BO_PRODUCT_NOT_FOUND, PRODUCT_LABEL_REQUIRED } from '../../domain/basket/boProductTexts.ts';
import { catalogueChanged } from '../../server/platform/cache/catalogueCache.ts';
import { produits } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, placeCommandeOf } from './commandeFlow.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';

type Schemas = components['schemas'];

const ARTICLE = 20;
const LIST = '/BO/Produit/Produit_GetAll_List';
const UPDATE = '/BO/Produit/Produit_Update';

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let alice: BasketCustomer;
let original: typeof produits.$inferSelect;

async function list(values: Record<string, unknown>): Promise<Schemas['PageProduitBO']> {
  const response = await asAdmin(LIST, values);
  expect(response.statusCode, response.body).toBe(200);
  expect(check(LIST, 200, response.json())).toEqual([]);
  return response.json() as Schemas['PageProduitBO'];
}

async function update(values: Partial<Schemas['Requete_BOProduitUpdate']['Values']>) {
  const base = { Id: ARTICLE, Libelle: original.libelle, PrixTTCCentimes: original.prixTtcCentimes, Visible: true };
  return asAdmin(UPDATE, { ...base, ...values });
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  alice = await billedCustomer(harness, 'bo-produit-alice');
  [original] = (await harness.ctx.db.select().from(produits).where(eq(produits.id, ARTICLE))) as [
    typeof produits.$inferSelect,
  ];
});

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(alice));

afterEach(async () => {
  const { id, ...stored } = original;
  await harness.ctx.db.update(produits).set(stored).where(eq(produits.id, id));
  // Written behind the API's back: the cached public answers are told, as a staff change would tell them.
  await catalogueChanged(harness.ctx.db);
});

describe('back office products', () => {
  test('roles: 401 without a token, 403 for a customer', async () => {
    for (const [path, values] of [
      [LIST, {}],
      [UPDATE, { Id: ARTICLE, Libelle: 'x', PrixTTCCentimes: 1, Visible: true }],
    ] as const) {
      expect((await call(harness.ctx.app, path, { values })).statusCode, path).toBe(401);
      const customer = await call(harness.ctx.app, path, { values, token: TEST_TOKENS.frontOffice });
      expect(customer.statusCode, path).toBe(403);
    }
  });

  test('lists every product, hidden ones included, filtered, counted and paged', async () => {
    const all = await harness.ctx.db.select().from(produits);
    const first = await list({});
    expect(first.Total).toBe(all.length);
    expect(first.Items).toHaveLength(Math.min(10, all.length));

    const hidden = await list({ Visible: false, Limit: 100 });
    expect(hidden.Total).toBe(all.filter((p) => !p.visible).length);
    expect(hidden.Items.every((item) => !item.Visible)).toBe(true);

    const article = (await list({ Recherche: original.libelle })).Items.find((item) => item.Id === ARTICLE)!;
    expect(article).toMatchObject({
      Libelle: original.libelle,
      PrixTTCCentimes: original.prixTtcCentimes,
      TauxTva: original.tauxTva,
      PrixHTCentimes: Math.round(original.prixTtcCentimes / (1 + original.tauxTva / 100)),
    });
    const typed = await list({ IdTypeProduit: original.idTypeProduit, Limit: 100 });
    expect(typed.Items.every((item) => item.IdTypeProduit === original.idTypeProduit)).toBe(true);

    const byPrice = await list({ Tri: { Colonne: 'PrixTTCCentimes', Sens: 'desc' }, Limit: 100 });
    const prices = byPrice.Items.map((item) => item.PrixTTCCentimes);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await list({ Offset: 1000 })).toEqual({ Total: all.length, Items: [] });
    for (const bad of [{ Limit: 0 }, { Limit: 101 }, { Offset: -1 }]) {
      expect((await asAdmin(LIST, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  test('Recherche ignores case and accents, both ways, and finds a discount by its code', async () => {
    const labels = async (Recherche: string) =>
      (await list({ Recherche, Limit: 100 })).Items.map((item) => item.Libelle);
    expect(await labels('METADONNEES')).toEqual(['Métadonnées et référencement : les bonnes pratiques']);
    expect(await labels('offre d’ÉTÉ')).toEqual(["Offre d'été 2025 : 15 % de remise"]);
    expect(await labels('codes de reduction')).toHaveLength(4);
    const byCode = await list({ Recherche: 'remise5' });
    expect(byCode.Items.map((item) => [item.Libelle, item.Reduction?.CodeReduction])).toEqual([
      ['Remise de 5,00 €', 'REMISE5'],
    ]);
    expect(byCode.Total).toBe(1);
  });

  test('a hidden product leaves the public catalogue; a new price reaches a new basket, not a placed order', async () => {
    const placed = await placeCommandeOf(harness, alice, [{ IdProduit: ARTICLE, Quantite: 1 }]);

    const saved = await update({ PrixTTCCentimes: original.prixTtcCentimes + 1234, Libelle: 'Article révisé' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ PrixTTCCentimes: original.prixTtcCentimes + 1234, Libelle: 'Article révisé' });

    const commande = await harness.send(alice, '/Commande/Commande_Get', { Id: placed.Id });
    const line = (commande.json() as Schemas['Commande']).Lignes.find((l) => l.IdProduit === ARTICLE)!;
    expect(line).toMatchObject({ PrixUnitaireTTCCentimes: original.prixTtcCentimes, Libelle: original.libelle });

    const basket = await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    expect(basket.listCommandeProduit[0]!.PrixUnitaireTTCCentimes).toBe(original.prixTtcCentimes + 1234);

    const publicIds = async () =>
      ((await call(harness.ctx.app, '/Produit/Produit_GetAll')).json() as Schemas['Produit'][]).map((p) => p.Id);
    expect(await publicIds()).toContain(ARTICLE);
    expect((await update({ Visible: false })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(ARTICLE);
  });

  test('refuses an empty label, a negative price and an unknown product', async () => {
    const blank = await update({ Libelle: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ Message: PRODUCT_LABEL_REQUIRED });
    expect((await update({ PrixTTCCentimes: -1 })).statusCode).toBe(400);
    const unknown = await update({ Id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: BO_PRODUCT_NOT_FOUND });
    const [unchanged] = await harness.ctx.db.select().from(produits).where(eq(produits.id, ARTICLE));
    expect(unchanged).toEqual(original);
  });
});
