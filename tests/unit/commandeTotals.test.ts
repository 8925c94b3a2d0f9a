import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { allocate, baseOfAmount, commandeTotals, vatOfBase } from '../../domain/order/commandeTotals.ts';
import { TYPE_REDUCTION } from '../../domain/referenceIds.ts';

describe('allocate: shares by the largest remainder', () => {
  test('the cents left go to the largest remainders, the earlier line first on a tie', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3000, 1200])).toEqual([7, 3]);
    expect(allocate(420, [3000, 0, 1200])).toEqual([300, 0, 120]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  test('the shares always add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          fc.pre(weights.some((weight) => weight > 0));
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share) => expect(share).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
});

describe('baseOfAmount: the base without VAT of an amount TTC', () => {
  test('10,00 € TTC at 20 % is 8,33 € + 1,67 €', () => {
    expect(baseOfAmount(1000, 20)).toBe(833);
    expect(vatOfBase(833, 20)).toBe(167);
  });

  test('0,03 € at 20 %: no base gives it exactly, so the VAT is one cent under the rounded product', () => {
    expect(baseOfAmount(3, 20)).toBe(3);
    expect(vatOfBase(3, 20)).toBe(1);
  });

  test('base + VAT is the amount, and the VAT is the rounded product give or take one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(2.1, 5.5, 10, 20), (montant, taux) => {
        const base = baseOfAmount(montant, taux);
        const tva = montant - base;
        expect(tva).toBeGreaterThanOrEqual(vatOfBase(base, taux) - 1);
        expect(tva).toBeLessThanOrEqual(vatOfBase(base, taux));
      }),
    );
  });
});

describe('commandeTotals', () => {
  test('one line without a discount', () => {
    const totals = commandeTotals([{ idProduit: 1, prixUnitaireTtcCentimes: 1000, quantite: 1, tauxTva: 20 }], null);
    expect(totals).toEqual({
      lignes: [
        { montantTtcCentimes: 1000, montantHtCentimes: 833, prixUnitaireHtCentimes: 833, reductionTtcCentimes: 0 },
      ],
      tva: [
        {
          tauxTva: 20,
          montantTtcCentimes: 1000,
          baseHtCentimes: 833,
          montantTvaCentimes: 167,
          remiseHtCentimes: 0,
          remiseTtcCentimes: 0,
        },
      ],
      montantProduitsTtcCentimes: 1000,
      montantReductionTtcCentimes: 0,
      montantReductionHtCentimes: 0,
      totalHtCentimes: 833,
      totalTvaCentimes: 167,
      totalTtcCentimes: 1000,
    });
  });

  test('two rates and a 10 % discount on everything: shared in proportion, per rate', () => {
    const totals = commandeTotals(
      [
        { idProduit: 1, prixUnitaireTtcCentimes: 1000, quantite: 3, tauxTva: 20 },
        { idProduit: 2, prixUnitaireTtcCentimes: 1200, quantite: 1, tauxTva: 5.5 },
      ],
      { idTypeReduction: TYPE_REDUCTION.pourcentage, valeur: 10, idProduitCible: null },
    );
    expect(totals.lignes).toEqual([
      { montantTtcCentimes: 3000, montantHtCentimes: 2499, prixUnitaireHtCentimes: 833, reductionTtcCentimes: 300 },
      { montantTtcCentimes: 1200, montantHtCentimes: 1137, prixUnitaireHtCentimes: 1137, reductionTtcCentimes: 120 },
    ]);
    expect(totals.tva).toEqual([
      {
        tauxTva: 5.5,
        montantTtcCentimes: 1080,
        baseHtCentimes: 1024,
        montantTvaCentimes: 56,
        remiseHtCentimes: 113,
        remiseTtcCentimes: 120,
      },
      {
        tauxTva: 20,
        montantTtcCentimes: 2700,
        baseHtCentimes: 2250,
        montantTvaCentimes: 450,
        remiseHtCentimes: 249,
        remiseTtcCentimes: 300,
      },
    ]);
    expect(totals).toMatchObject({
      montantProduitsTtcCentimes: 4200,
      montantReductionTtcCentimes: 420,
      montantReductionHtCentimes: 362,
      totalHtCentimes: 3274,
      totalTvaCentimes: 506,
      totalTtcCentimes: 3780,
    });
  });

  test('an amount off one product: only its rate takes the allowance', () => {
    const totals = commandeTotals(
      [
        { idProduit: 1, prixUnitaireTtcCentimes: 2000, quantite: 1, tauxTva: 20 },
        { idProduit: 2, prixUnitaireTtcCentimes: 990, quantite: 2, tauxTva: 5.5 },
      ],
      { idTypeReduction: TYPE_REDUCTION.prix, valeur: 500, idProduitCible: 2 },
    );
    expect(totals.lignes).toEqual([
      { montantTtcCentimes: 2000, montantHtCentimes: 1667, prixUnitaireHtCentimes: 1667, reductionTtcCentimes: 0 },
      // 938,39 rounds up: the rate's lines then miss 18,77 by one cent rather than by two.
      { montantTtcCentimes: 1980, montantHtCentimes: 1878, prixUnitaireHtCentimes: 939, reductionTtcCentimes: 500 },
    ]);
    expect(totals.tva).toEqual([
      {
        tauxTva: 5.5,
        montantTtcCentimes: 1480,
        baseHtCentimes: 1403,
        montantTvaCentimes: 77,
        remiseHtCentimes: 475,
        remiseTtcCentimes: 500,
      },
      {
        tauxTva: 20,
        montantTtcCentimes: 2000,
        baseHtCentimes: 1667,
        montantTvaCentimes: 333,
        remiseHtCentimes: 0,
        remiseTtcCentimes: 0,
      },
    ]);
    expect(totals).toMatchObject({ totalHtCentimes: 3070, totalTvaCentimes: 410, totalTtcCentimes: 3480 });
  });

  test('without a discount, the base is the lines without VAT: ten at 10,00 € are 83,30 € + 16,70 €', () => {
    const totals = commandeTotals([{ idProduit: 1, prixUnitaireTtcCentimes: 1000, quantite: 10, tauxTva: 20 }], null);
    expect(totals.lignes[0]).toMatchObject({ prixUnitaireHtCentimes: 833, montantHtCentimes: 8330 });
    expect(totals.tva[0]).toMatchObject({ baseHtCentimes: 8330, montantTvaCentimes: 1670, remiseHtCentimes: 0 });
  });

  test('a percentage of the target only, rounded to the cent; an amount never above what it applies to', () => {
    const lines = [
      { idProduit: 1, prixUnitaireTtcCentimes: 1235, quantite: 1, tauxTva: 20 },
      { idProduit: 2, prixUnitaireTtcCentimes: 5000, quantite: 1, tauxTva: 20 },
    ];
    expect(
      commandeTotals(lines, { idTypeReduction: TYPE_REDUCTION.pourcentage, valeur: 10, idProduitCible: 1 })
        .montantReductionTtcCentimes,
    ).toBe(124);
    expect(
      commandeTotals(lines, { idTypeReduction: TYPE_REDUCTION.prix, valeur: 9999, idProduitCible: 1 }).totalTtcCentimes,
    ).toBe(5000);
  });

  test('for any basket: lines add up to the rates, the rates to the totals, HT + TVA = TTC (BR-CO-15, BR-S-08)', () => {
    const line = fc.record({
      idProduit: fc.integer({ min: 1, max: 4 }),
      prixUnitaireTtcCentimes: fc.integer({ min: 0, max: 200_000 }),
      quantite: fc.integer({ min: 1, max: 10 }),
      tauxTva: fc.constantFrom(2.1, 5.5, 10, 20),
    });
    const remise = fc.option(
      fc.record({
        idTypeReduction: fc.constantFrom(TYPE_REDUCTION.pourcentage, TYPE_REDUCTION.prix),
        valeur: fc.integer({ min: 1, max: 100 }),
        idProduitCible: fc.option(fc.integer({ min: 1, max: 4 })),
      }),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), remise, (lines, reduction) => {
        const totals = commandeTotals(lines, reduction);
        expect(totals.totalHtCentimes + totals.totalTvaCentimes).toBe(totals.totalTtcCentimes);
        expect(totals.totalTtcCentimes).toBe(totals.montantProduitsTtcCentimes - totals.montantReductionTtcCentimes);
        totals.lignes.forEach((ligne, index) =>
          expect(ligne.montantHtCentimes).toBe(ligne.prixUnitaireHtCentimes * lines[index]!.quantite),
        );
        for (const rate of totals.tva) {
          const ofRate = totals.lignes.filter((_, index) => lines[index]!.tauxTva === rate.tauxTva);
          const linesHt = ofRate.reduce((sum, ligne) => sum + ligne.montantHtCentimes, 0);
          expect(rate.baseHtCentimes).toBe(linesHt - rate.remiseHtCentimes);
          expect(rate.remiseHtCentimes).toBeGreaterThanOrEqual(0);
          expect(rate.baseHtCentimes + rate.montantTvaCentimes).toBe(rate.montantTtcCentimes);
          // BR-CO-17 allows one euro; the rule keeps to one cent, or a few where the lines' whole cents decide.
          const gap = Math.abs(rate.montantTvaCentimes - vatOfBase(rate.baseHtCentimes, rate.tauxTva));
          if (rate.remiseHtCentimes > 0) expect(gap).toBeLessThanOrEqual(1);
          else expect(gap).toBeLessThanOrEqual(Math.ceil(5 * (1 + rate.tauxTva / 100)) + 2);
        }
        expect(totals.lignes.reduce((sum, ligne) => sum + ligne.reductionTtcCentimes, 0)).toBe(
          totals.montantReductionTtcCentimes,
        );
      }),
    );
  });
});
