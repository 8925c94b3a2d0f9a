import { describe, expect, it } from 'vitest';
import { countItems, keyOfLine, lineKeyText, sameLine } from '../../domain/basket/lines.ts';
import { clampQuantity, maxQuantity, QUANTITE_MAX, QUANTITE_MIN } from '../../domain/basket/quantity.ts';
import { reductionAmount, typeReductionOf } from '../../domain/basket/reduction.ts';
import { TYPE_PRODUIT, TYPE_REDUCTION } from '../../domain/referenceIds.ts';

describe('basket quantities (spec 2 §9)', () => {
  it('bounds a line between 1 and 10', () => {
    expect([QUANTITE_MIN, QUANTITE_MAX]).toEqual([1, 10]);
    expect(clampQuantity(0, TYPE_PRODUIT.article)).toBe(1);
    expect(clampQuantity(-3, TYPE_PRODUIT.article)).toBe(1);
    expect(clampQuantity(4.7, TYPE_PRODUIT.article)).toBe(4);
    expect(clampQuantity(11, TYPE_PRODUIT.formation)).toBe(10);
    expect(clampQuantity(Number.NaN, TYPE_PRODUIT.article)).toBe(1);
  });

  it('holds a subscription once', () => {
    expect(maxQuantity(TYPE_PRODUIT.abonnement)).toBe(1);
    expect(clampQuantity(3, TYPE_PRODUIT.abonnement)).toBe(1);
    expect(maxQuantity(TYPE_PRODUIT.referencement)).toBe(QUANTITE_MAX);
    // A line whose product is no longer known keeps the general cap.
    expect(maxQuantity(undefined)).toBe(QUANTITE_MAX);
    expect(clampQuantity(12, undefined)).toBe(QUANTITE_MAX);
  });
});

describe('the line key: one line per product, publication and session', () => {
  it('treats a missing id as null', () => {
    expect(sameLine({ IdProduit: 3 }, { IdProduit: 3, IdPublication: null, IdFormation: null })).toBe(true);
    expect(lineKeyText({ IdProduit: 3, IdPublication: 7 })).toBe(
      lineKeyText({ IdProduit: 3, IdPublication: 7, IdFormation: null }),
    );
  });

  it('reads a line’s key from its product, publication and session', () => {
    expect(keyOfLine({ Produit: { Id: 10 }, IdPublication: null, IdFormation: 101 })).toEqual({
      IdProduit: 10,
      IdPublication: null,
      IdFormation: 101,
    });
  });

  it('tells apart another publication or another session of the same product', () => {
    expect(sameLine({ IdProduit: 1, IdPublication: 7 }, { IdProduit: 1, IdPublication: 8 })).toBe(false);
    expect(sameLine({ IdProduit: 10, IdFormation: 101 }, { IdProduit: 10, IdFormation: 102 })).toBe(false);
    expect(sameLine({ IdProduit: 1, IdPublication: 7 }, { IdProduit: 1, IdFormation: 7 })).toBe(false);
  });

  it('counts the items beside « Mon Panier » without the reduction lines', () => {
    const line = (IdTypeProduit: number, Quantite: number) => ({ Produit: { IdTypeProduit }, Quantite });
    expect(
      countItems([line(TYPE_PRODUIT.article, 2), line(TYPE_PRODUIT.formation, 1), line(TYPE_PRODUIT.reduction, 1)]),
    ).toBe(3);
    expect(countItems([])).toBe(0);
  });
});

describe('reduction codes: a percentage or an amount', () => {
  it('takes a percentage of the base, rounded to the cent', () => {
    expect(reductionAmount(TYPE_REDUCTION.pourcentage, 10, 12_345)).toBe(1235);
    expect(reductionAmount(TYPE_REDUCTION.pourcentage, 100, 5000)).toBe(5000);
  });

  it('takes an amount in cents, never more than the base', () => {
    expect(reductionAmount(TYPE_REDUCTION.prix, 500, 12_000)).toBe(500);
    expect(reductionAmount(TYPE_REDUCTION.prix, 500, 300)).toBe(300);
    expect(reductionAmount(TYPE_REDUCTION.prix, 500, 0)).toBe(0);
  });

  it('never gives a negative reduction', () => {
    expect(reductionAmount(TYPE_REDUCTION.prix, -200, 1000)).toBe(0);
    expect(reductionAmount(TYPE_REDUCTION.pourcentage, -5, 1000)).toBe(0);
  });

  it('reads a stored kind: anything but a percentage is an amount', () => {
    expect(typeReductionOf(1)).toBe(TYPE_REDUCTION.pourcentage);
    expect(typeReductionOf(2)).toBe(TYPE_REDUCTION.prix);
    expect(typeReductionOf(9)).toBe(TYPE_REDUCTION.prix);
  });
});
