import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASKET_REFUSALS } from '../../domain/basket/messages.ts';
import {
  basketHarnessTryingManyCodes,
  disposeBasketHarness,
  keyOf,
  quantities,
  type BasketCustomer,
  type BasketHarness,
  type LineInput,
  type Panier,
} from './basketHarness.ts';

/** Sequences per property: few in `npm test`, many more in CI's long run (PROPERTY_RUNS; PROPERTY_SEED replays). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);
const runs = (count: number) => ({ numRuns: count, ...(SEED === undefined ? {} : { seed: SEED }) });
const TIMEOUT_MS = Math.max(20_000, RUNS * 1_000);

let h: BasketHarness;
let client: BasketCustomer;

beforeAll(async () => {
  h = await basketHarnessTryingManyCodes();
  client = await h.customer('proprietes');
});
afterAll(disposeBasketHarness);

/** Lines the server accepts (`valid`) and lines it must always refuse. */
function linePool(customer: BasketCustomer, foreign: number): { valid: LineInput[]; invalid: LineInput[] } {
  const [a, b] = customer.publications;
  return {
    valid: [
      { IdProduit: 1, Quantite: 1, IdPublication: a },
      { IdProduit: 1, Quantite: 1, IdPublication: b },
      { IdProduit: 1, Quantite: 1, IdPublication: null },
      { IdProduit: 2, Quantite: 1 },
      { IdProduit: 10, Quantite: 1, IdFormation: 101 },
      { IdProduit: 10, Quantite: 1, IdFormation: 103 },
      { IdProduit: 11, Quantite: 1, IdFormation: 111 },
      { IdProduit: 20, Quantite: 1 },
      { IdProduit: 21, Quantite: 1 },
      { IdProduit: 30, Quantite: 1 },
      { IdProduit: 31, Quantite: 1 },
    ],
    invalid: [
      { IdProduit: 999, Quantite: 1 },
      { IdProduit: 23, Quantite: 1 },
      { IdProduit: 10, Quantite: 1 },
      { IdProduit: 12, Quantite: 1, IdFormation: 121 },
      { IdProduit: 1, Quantite: 1, IdPublication: foreign },
    ],
  };
}

const CODES = ['BIENVENUE10', 'REMISE5', 'ETE2025', 'PREMIUM20', 'INCONNU'];
const isSubscription = (idProduit: number) => idProduit === 30 || idProduit === 31;

type Step =
  | { kind: 'add' | 'plus' | 'moins' | 'remove'; line: LineInput }
  | { kind: 'fusion'; lines: LineInput[]; code: string | null }
  | { kind: 'code'; code: string }
  | { kind: 'removeCode' };

function stepArbitrary(pool: { valid: LineInput[]; invalid: LineInput[] }): fc.Arbitrary<Step> {
  const anyLine = fc.constantFrom(...pool.valid, ...pool.invalid);
  const withQuantity = (line: fc.Arbitrary<LineInput>) =>
    fc.tuple(line, fc.integer({ min: 1, max: 10 })).map(([base, Quantite]) => ({ ...base, Quantite }));
  return fc.oneof(
    fc.record({
      kind: fc.constantFrom('add' as const, 'plus' as const, 'moins' as const, 'remove' as const),
      line: withQuantity(anyLine),
    }),
    fc.record({
      kind: fc.constant('fusion' as const),
      lines: fc.array(withQuantity(anyLine), { maxLength: 5 }),
      code: fc.option(fc.constantFrom(...CODES), { nil: null }),
    }),
    fc.record({ kind: fc.constant('code' as const), code: fc.constantFrom(...CODES) }),
    fc.constant({ kind: 'removeCode' as const }),
  );
}

const PATHS = {
  add: '/Panier/AddProduit',
  plus: '/Panier/UpdateQuantitePlus',
  moins: '/Panier/UpdateQuantiteMoins',
  remove: '/Panier/RemoveProduit',
} as const;

function send(step: Step): Promise<Panier> {
  switch (step.kind) {
    case 'fusion':
      return h.basket(client, '/Panier/Fusion', { ListeProduits: step.lines, CodeReduction: step.code });
    case 'code':
      return h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: step.code });
    case 'removeCode':
      return h.basket(client, '/Panier/RemoveReductionCode');
    default:
      return h.basket(client, PATHS[step.kind], step.line);
  }
}

/** What every answer of the basket must satisfy, whatever came before. */
function checkInvariants(panier: Panier): void {
  const products = panier.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit !== 5);
  const reductions = panier.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit === 5);
  for (const line of panier.listCommandeProduit) {
    expect(line.Quantite).toBeGreaterThanOrEqual(1);
    expect(line.Quantite).toBeLessThanOrEqual(10);
  }
  for (const line of products) expect(line.MontantTTCCentimes).toBe(line.Produit.PrixTTCCentimes * line.Quantite);
  const keys = products.map(keyOf);
  expect(new Set(keys).size).toBe(keys.length);
  expect(products.filter((line) => line.Produit.IdTypeProduit === 4).length).toBeLessThanOrEqual(1);
  for (const line of products.filter((candidate) => candidate.Produit.IdTypeProduit === 4))
    expect(line.Quantite).toBe(1);
  expect(reductions.length).toBeLessThanOrEqual(1);
  expect(panier.CodeReduction === null).toBe(reductions.length === 0);
  const produits = products.reduce((sum, line) => sum + line.MontantTTCCentimes, 0);
  expect(panier.MontantProduitsTTCCentimes).toBe(produits);
  expect(panier.MontantReductionTTCCentimes).toBe(-(reductions[0]?.MontantTTCCentimes ?? -0));
  expect(panier.MontantReductionTTCCentimes).toBeLessThanOrEqual(produits);
  expect(panier.TotalTTCCentimes).toBe(produits - panier.MontantReductionTTCCentimes);
  expect(panier.TotalHTCentimes + panier.TotalTVACentimes).toBe(panier.TotalTTCCentimes);
  expect(panier.NombreArticles).toBe(products.reduce((sum, line) => sum + line.Quantite, 0));
}

/** The merge rule of the contract, applied to the saved basket and the valid local lines. */
function expectedMerge(saved: Panier, local: readonly LineInput[], valid: readonly LineInput[]): Map<string, number> {
  const validKeys = new Set(valid.map(keyOf));
  const result = quantities(saved);
  for (const line of local) {
    const key = keyOf(line);
    if (!validKeys.has(key)) continue;
    const existing = result.get(key);
    if (existing !== undefined) {
      result.set(key, isSubscription(line.IdProduit) ? 1 : Math.min(10, Math.max(existing, line.Quantite)));
    } else if (isSubscription(line.IdProduit)) {
      if (![...result.keys()].some((other) => isSubscription(Number(other.split('|')[0])))) result.set(key, 1);
    } else {
      result.set(key, line.Quantite);
    }
  }
  return result;
}

describe('propriétés du panier sur des suites d’opérations au hasard', () => {
  test(
    'après chaque opération les invariants tiennent ; la fusion suit la règle et est idempotente',
    async () => {
      const pool = linePool(client, h.foreignPublication);
      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary(pool), { minLength: 1, maxLength: 8 }), async (steps) => {
          await h.reset(client);
          let current = await h.basket(client, '/Panier/GetProduits');
          for (const step of steps) {
            const next = await send(step);
            checkInvariants(next);
            if (next.MessageErreur === BASKET_REFUSALS.codeWithdrawn) {
              // Not a refusal: the edit was made, and the code it no longer qualifies for went
              // (in a merge, the code may also be the local one, which never applied).
              expect(next.CodeReduction).toBeNull();
              if (step.kind !== 'fusion') expect(current.CodeReduction).not.toBeNull();
            } else if (next.MessageErreur && step.kind !== 'fusion' && step.kind !== 'add' && step.kind !== 'plus') {
              // A refusal leaves the basket as it was (a cap on add/plus changes a line to 10).
              expect(quantities(next)).toEqual(quantities(current));
            }
            if (step.kind === 'fusion') {
              expect(quantities(next)).toEqual(expectedMerge(current, step.lines, pool.valid));
              const again = await send(step);
              checkInvariants(again);
              expect(quantities(again)).toEqual(quantities(next));
              expect(again.CodeReduction).toBe(next.CodeReduction);
              expect(again.TotalTTCCentimes).toBe(next.TotalTTCCentimes);
            }
            const stored = await h.basket(client, '/Panier/GetProduits');
            expect(stored.listCommandeProduit).toEqual(next.listCommandeProduit);
            current = next;
          }
        }),
        runs(RUNS),
      );
    },
    TIMEOUT_MS,
  );

  test(
    'des opérations envoyées ensemble sont appliquées l’une après l’autre : les invariants tiennent encore',
    async () => {
      const pool = linePool(client, h.foreignPublication);
      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary(pool), { minLength: 2, maxLength: 6 }), async (steps) => {
          await h.reset(client);
          const answers = await Promise.all(steps.map(send));
          for (const answer of answers) checkInvariants(answer);
          const stored = await h.basket(client, '/Panier/GetProduits');
          checkInvariants(stored);
          // The last transaction to commit answered what is stored now.
          expect(
            answers.some(
              (answer) => JSON.stringify(answer.listCommandeProduit) === JSON.stringify(stored.listCommandeProduit),
            ),
          ).toBe(true);
        }),
        runs(Math.ceil((RUNS * 2) / 3)),
      );
    },
    TIMEOUT_MS,
  );
});
