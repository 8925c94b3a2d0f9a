import { eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { BO_PRODUCT_NOT_FOUND, REDUCTION_MESSAGES } from '../../domain/basket/boProductTexts.ts';
import { CODE_REFUSALS } from '../../domain/basket/messages.ts';
import { produits, reductions } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';
import { parisDay } from '../../domain/parisDay.ts';

type Schemas = components['schemas'];
type CreateValues = Schemas['Requete_BOReductionCreate']['Values'];
type UpdateValues = Schemas['Requete_BOReductionUpdate']['Values'];

const UPDATE = '/BO/Produit/Reduction_Update';
const CREATE = '/BO/Produit/Reduction_Create';
const LIST = '/BO/Produit/Produit_GetAll_List';
/** REMISE5: 5,00 € off, until 2027-12-31 (seed). */
const REMISE5 = 41;
const ARTICLE = 20;

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let bob: BasketCustomer;
let seeded: typeof reductions.$inferSelect;
let seedProductIds: number[];

function isoDay(offsetDays: number): string {
  return parisDay(new Date(Date.now() + offsetDays * 86_400_000));
}

function newCode(values: Partial<CreateValues> = {}) {
  const base: CreateValues = {
    Libelle: 'Offre de rentrée',
    CodeReduction: 'rentree-25',
    IdTypeReduction: 1,
    Valeur: 25,
    DateDebut: null,
    DateFin: null,
    Visible: false,
  };
  return asAdmin(CREATE, { ...base, ...values });
}

function changeRemise5(values: Partial<UpdateValues>) {
  const base: UpdateValues = { Id: REMISE5, IdTypeReduction: 2, Valeur: 500, DateDebut: null, DateFin: '2027-12-31' };
  return asAdmin(UPDATE, { ...base, ...values });
}

async function applyCode(code: string) {
  await harness.basket(bob, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
  return harness.basket(bob, '/Panier/CheckAndApplyReductionCode', { CodeReduction: code });
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  bob = await harness.customer('bo-reduction-bob');
  seedProductIds = (await harness.ctx.db.select({ id: produits.id }).from(produits)).map((row) => row.id);
  [seeded] = (await harness.ctx.db.select().from(reductions).where(eq(reductions.idProduit, REMISE5))) as [
    typeof reductions.$inferSelect,
  ];
});

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(bob));

afterEach(async () => {
  const { db } = harness.ctx;
  await harness.reset(bob);
  const { idProduit, ...stored } = seeded;
  await db.update(reductions).set(stored).where(eq(reductions.idProduit, idProduit));
  await db.delete(produits).where(notInArray(produits.id, seedProductIds));
});

describe('back office discount codes', () => {
  test('roles: 401 without a token, 403 for a customer', async () => {
    for (const [path, values] of [
      [UPDATE, { Id: REMISE5, IdTypeReduction: 2, Valeur: 100, DateDebut: null, DateFin: null }],
      [
        CREATE,
        {
          Libelle: 'x',
          CodeReduction: 'ABC',
          IdTypeReduction: 1,
          Valeur: 5,
          DateDebut: null,
          DateFin: null,
          Visible: false,
        },
      ],
    ] as const) {
      expect((await call(harness.ctx.app, path, { values })).statusCode, path).toBe(401);
      const customer = await call(harness.ctx.app, path, { values, token: TEST_TOKENS.frontOffice });
      expect(customer.statusCode, path).toBe(403);
    }
  });

  test('the product list shows a discount product with its code and validity, others without', async () => {
    const page = (await asAdmin(LIST, { IdTypeProduit: 5, Limit: 100 })).json() as Schemas['PageProduitBO'];
    expect(check(LIST, 200, page)).toEqual([]);
    expect(page.Items.find((item) => item.Id === REMISE5)?.Reduction).toEqual({
      CodeReduction: 'REMISE5',
      IdTypeReduction: 2,
      Valeur: 500,
      DateDebut: null,
      DateFin: '2027-12-31',
      IdProduitCible: null,
    });
    const article = (await asAdmin(LIST, { IdTypeProduit: 3, Limit: 100 })).json() as Schemas['PageProduitBO'];
    expect(article.Items.every((item) => item.Reduction === null)).toBe(true);
  });

  test('changes a code’s kind, value and dates; the basket applies what was saved', async () => {
    const saved = await changeRemise5({ IdTypeReduction: 1, Valeur: 50, DateDebut: isoDay(-1), DateFin: isoDay(30) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(check(UPDATE, 200, saved.json())).toEqual([]);
    expect((saved.json() as Schemas['ProduitBO']).Reduction).toMatchObject({
      IdTypeReduction: 1,
      Valeur: 50,
      DateDebut: isoDay(-1),
      DateFin: isoDay(30),
    });
    const basket = await applyCode('REMISE5');
    expect(basket.MessageErreur ?? null).toBeNull();
    expect(basket.MontantReductionTTCCentimes).toBe(Math.round(basket.MontantProduitsTTCCentimes / 2));
  });

  test('a code whose start date is still to come is refused at the basket, then accepted from that day', async () => {
    expect((await changeRemise5({ DateDebut: isoDay(2) })).statusCode).toBe(200);
    const early = await applyCode('REMISE5');
    expect(early.MotifRefusCode).toBe('pasEncoreValable');
    expect(early.MessageErreur).toBe(CODE_REFUSALS.pasEncoreValable(isoDay(2)));
    expect(early.CodeReduction).toBeNull();

    expect((await changeRemise5({ DateDebut: isoDay(0) })).statusCode).toBe(200);
    const onTheDay = await harness.basket(bob, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    expect(onTheDay.MessageErreur ?? null).toBeNull();
    expect(onTheDay.CodeReduction).toBe('REMISE5');
  });

  test('refuses a start after the end, a percentage out of 1..100, an amount of 0, with French messages', async () => {
    for (const [values, message] of [
      [{ DateDebut: '2027-06-02', DateFin: '2027-06-01' }, REDUCTION_MESSAGES.datesOrder],
      [{ IdTypeReduction: 1, Valeur: 101 }, REDUCTION_MESSAGES.percentRange],
    ] as const) {
      const refused = await changeRemise5(values);
      expect(refused.statusCode, JSON.stringify(values)).toBe(400);
      expect(refused.json()).toEqual({ Message: message });
    }
    expect((await changeRemise5({ Valeur: 0 })).statusCode).toBe(400);
    const [unchanged] = await harness.ctx.db.select().from(reductions).where(eq(reductions.idProduit, REMISE5));
    expect(unchanged).toEqual(seeded);
  });

  test('an unknown product is 404; a product that is not a discount is 404 with its own message', async () => {
    const unknown = await changeRemise5({ Id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: BO_PRODUCT_NOT_FOUND });
    const article = await changeRemise5({ Id: ARTICLE });
    expect(article.statusCode).toBe(404);
    expect(article.json()).toEqual({ Message: REDUCTION_MESSAGES.notAReduction });
  });

  test('creates a code in capitals, listed with the discounts, that a customer applies', async () => {
    const created = await newCode({ DateDebut: isoDay(0) });
    expect(created.statusCode, created.body).toBe(200);
    expect(check(CREATE, 200, created.json())).toEqual([]);
    const produit = created.json() as Schemas['ProduitBO'];
    expect(produit).toMatchObject({
      IdTypeProduit: 5,
      Libelle: 'Offre de rentrée',
      PrixTTCCentimes: 0,
      Visible: false,
      Reduction: { CodeReduction: 'RENTREE-25', IdTypeReduction: 1, Valeur: 25, DateDebut: isoDay(0), DateFin: null },
    });
    const listed = (await asAdmin(LIST, { Recherche: 'Offre de rentrée' })).json() as Schemas['PageProduitBO'];
    expect(listed.Items.map((item) => item.Id)).toEqual([produit.Id]);

    const basket = await applyCode('Rentree-25');
    expect(basket.MessageErreur ?? null).toBeNull();
    expect(basket.CodeReduction).toBe('RENTREE-25');
    expect(basket.MontantReductionTTCCentimes).toBe(Math.round(basket.MontantProduitsTTCCentimes / 4));
  });

  test('a code already taken, whatever its case, is 409 and creates nothing', async () => {
    const before = await harness.ctx.db.select({ id: produits.id }).from(produits);
    const taken = await newCode({ CodeReduction: 'remise5' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ Message: REDUCTION_MESSAGES.codeTaken('REMISE5') });
    expect(await harness.ctx.db.select({ id: produits.id }).from(produits)).toHaveLength(before.length);
  });

  test('refuses a blank label, a malformed code and wrong dates before writing anything', async () => {
    const before = await harness.ctx.db.select({ id: produits.id }).from(produits);
    const blank = await newCode({ Libelle: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ Message: REDUCTION_MESSAGES.labelRequired });
    const malformed = await newCode({ CodeReduction: 'été' });
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as Schemas['Erreur']).Errors?.map((error) => error.Champ)).toEqual(['/CodeReduction']);
    const dates = await newCode({ DateDebut: '2027-01-02', DateFin: '2027-01-01' });
    expect(dates.json()).toEqual({ Message: REDUCTION_MESSAGES.datesOrder });
    expect(await harness.ctx.db.select({ id: produits.id }).from(produits)).toHaveLength(before.length);
  });
});
