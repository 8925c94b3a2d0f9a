import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import { applyLocalEdit } from '../../machines/basket/basketMachine.ts';
import { localBasketView } from '../../machines/basket/basketView.ts';
import { countItems } from '../../domain/basket/lines.ts';
import { QUANTITE_MAX } from '../../domain/basket/quantity.ts';
import {
  addLine,
  decreaseLine,
  EMPTY_BASKET,
  increaseLine,
  parseLocalBasket,
  removeLine,
} from '../../machines/basket/localBasket.ts';
import type { LocalBasket, NewLine } from '../../machines/basket/types.ts';
import {
  BASKET_KEY,
  basketStorage,
  MERGED_KEY,
  readStoredBasket,
  subscribeToStoredBasket,
} from '../../src/features/basket/basketStorage.ts';

const article: NewLine = {
  Produit: { Id: 31, IdTypeProduit: 3, Libelle: 'Fiche de lecture', PrixTTCCentimes: 1250 },
  IdPublication: null,
  Formation: null,
};
const referencement = (IdPublication: number | null): NewLine => ({
  Produit: { Id: 11, IdTypeProduit: 1, Libelle: 'Référencement', PrixTTCCentimes: 9900 },
  IdPublication,
  Formation: null,
});
const session = (Id: number): NewLine => ({
  Produit: { Id: 21, IdTypeProduit: 2, Libelle: 'Formation', PrixTTCCentimes: 30000 },
  IdPublication: null,
  Formation: { Id, DateDebut: '2026-12-01', DateFin: '2026-12-02' },
});
const key = (line: NewLine) => ({
  IdProduit: line.Produit.Id,
  IdPublication: line.IdPublication,
  IdFormation: line.Formation?.Id ?? null,
});

describe('the anonymous basket', () => {
  test('add appends a line, and adding it again adds one to that line only', () => {
    let basket = addLine(EMPTY_BASKET, article);
    basket = addLine(basket, referencement(null));
    basket = addLine(basket, article);
    expect(basket.lines.map((l) => [l.Produit.Id, l.Quantite])).toEqual([
      [31, 2],
      [11, 1],
    ]);
  });

  test('lines are told apart by product, publication and training session', () => {
    let basket = addLine(EMPTY_BASKET, referencement(7));
    basket = addLine(basket, referencement(8));
    basket = addLine(basket, session(1));
    basket = addLine(basket, session(2));
    basket = increaseLine(basket, key(referencement(8)));
    basket = decreaseLine(increaseLine(basket, key(session(2))), key(session(1)));
    expect(basket.lines.map((l) => l.Quantite)).toEqual([1, 2, 1, 2]);
    expect(removeLine(basket, key(session(1))).lines).toHaveLength(3);
  });

  test('a quantity stays between 1 and 10, a subscription at 1', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('add', 'increase', 'decrease'), { maxLength: 40 }), (steps) => {
        let basket: LocalBasket = addLine(EMPTY_BASKET, article);
        for (const step of steps) {
          basket =
            step === 'add'
              ? addLine(basket, article)
              : step === 'increase'
                ? increaseLine(basket, key(article))
                : decreaseLine(basket, key(article));
        }
        const q = basket.lines[0]!.Quantite;
        return q >= 1 && q <= QUANTITE_MAX;
      }),
    );
    const abonnement: NewLine = { ...article, Produit: { ...article.Produit, Id: 41, IdTypeProduit: 4 } };
    expect(addLine(addLine(EMPTY_BASKET, abonnement), abonnement).lines[0]!.Quantite).toBe(1);
  });

  test('the count leaves reductions out', () => {
    const reduction = { Produit: { IdTypeProduit: 5 }, Quantite: 1 };
    expect(countItems([{ Produit: { IdTypeProduit: 3 }, Quantite: 3 }, reduction])).toBe(3);
  });

  test('a referencing line without a publication holds the validation back', () => {
    const view = localBasketView(addLine(addLine(EMPTY_BASKET, referencement(null)), article));
    expect(view.lines.map((l) => l.needsPublication)).toEqual([true, false]);
    expect(view.totals.totalTTCCentimes).toBe(9900 + 1250);
  });

  test('a stored basket that cannot be read is an empty basket; odd lines are dropped', () => {
    expect(parseLocalBasket('{oops')).toEqual(EMPTY_BASKET);
    expect(
      parseLocalBasket(
        JSON.stringify({ lines: [{ Quantite: 2 }, { ...addLine(EMPTY_BASKET, article).lines[0], Quantite: 99 }] }),
      ).lines,
    ).toEqual([expect.objectContaining({ Quantite: QUANTITE_MAX })]);
  });
});

describe('the stored basket', () => {
  beforeEach(() => window.localStorage.clear());

  test('survives a reload, and every edit sets the merge flag to false', () => {
    window.localStorage.setItem(MERGED_KEY, 'true');
    basketStorage.update((basket) =>
      applyLocalEdit(basket, { kind: 'add', event: { type: 'basket.add', line: article } }),
    );
    expect(JSON.parse(window.localStorage.getItem(BASKET_KEY)!)).toEqual({
      lines: [expect.objectContaining({ Quantite: 1 })],
    });
    expect(window.localStorage.getItem(MERGED_KEY)).toBe('false');
    expect(readStoredBasket().basket.lines).toHaveLength(1);
  });

  test("reads the storage again before writing: another tab's edit is kept", () => {
    basketStorage.update((basket) => addLine(basket, article));
    // Another tab adds a line meanwhile.
    window.localStorage.setItem(BASKET_KEY, JSON.stringify(addLine(readStoredBasket().basket, referencement(null))));
    basketStorage.update((basket) => increaseLine(basket, key(article)));
    expect(readStoredBasket().basket.lines.map((l) => [l.Produit.Id, l.Quantite])).toEqual([
      [31, 2],
      [11, 1],
    ]);
  });

  test('once merged the local copy goes and the flag is true; sign-out removes both', () => {
    basketStorage.update((basket) => addLine(basket, article));
    basketStorage.markMerged();
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(window.localStorage.getItem(MERGED_KEY)).toBe('true');
    basketStorage.clear();
    expect(window.localStorage.getItem(MERGED_KEY)).toBeNull();
  });

  test("tells its listeners of this tab's writes and of the other tabs' (storage event)", () => {
    const seen: number[] = [];
    const stop = subscribeToStoredBasket((stored) => seen.push(stored.basket.lines.length));
    basketStorage.update((basket) => addLine(basket, article));
    window.localStorage.setItem(BASKET_KEY, JSON.stringify({ lines: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: BASKET_KEY }));
    stop();
    basketStorage.update((basket) => addLine(basket, article));
    expect(seen).toEqual([1, 0]);
  });
});
