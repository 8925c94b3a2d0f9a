import { describe, expect, test } from 'vitest';
import { ADMIN_PRODUCT_TEXTS as T, REDUCTION_MESSAGES } from '../../../domain/basket/boProductTexts.ts';
import { validiteEtat } from '../../../domain/basket/reductionRules.ts';
import { eurosInput, parseEuros } from '../../../domain/euroInput.ts';
import type { BoProduit } from '../../../src/features/adminProducts/api/getBoProduitPage.ts';
import {
  creationDraftErrors,
  creationOf,
  EMPTY_CREATION,
  productDraftOf,
  productErrors,
  saveOf,
} from '../../../src/features/adminProducts/components/productForm.ts';
import { validityText } from '../../../src/features/adminProducts/components/reductionText.ts';

const ARTICLE: BoProduit = {
  Id: 20,
  IdTypeProduit: 3,
  IdRubrique: 3,
  Rubrique: 'Articles et conseils',
  Libelle: 'Fiche pratique',
  PrixTTCCentimes: 900,
  PrixHTCentimes: 853,
  TauxTva: 5.5,
  Rang: 1,
  Visible: true,
  Reduction: null,
  Fichier: null,
};

const REMISE: BoProduit = {
  ...ARTICLE,
  Id: 41,
  IdTypeProduit: 5,
  Libelle: 'Remise de 5,00 €',
  PrixTTCCentimes: 0,
  Visible: false,
  Reduction: {
    CodeReduction: 'REMISE5',
    IdTypeReduction: 2,
    Valeur: 500,
    DateDebut: null,
    DateFin: '2027-12-31',
    IdProduitCible: null,
  },
};

describe('euros typed French style', () => {
  test.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1 234,05 €', 123405],
    ['0', 0],
    ['7', 700],
  ])('%s is %i cents', (text, cents) => expect(parseEuros(text)).toBe(cents));

  test.each(['', 'douze', '12,345', '-3', '1,2,3'])('%s is not an amount', (text) =>
    expect(parseEuros(text)).toBeNull(),
  );

  test('cents are written back with a comma', () => {
    expect(eurosInput(900)).toBe('9,00');
    expect(eurosInput(123405)).toBe('1234,05');
  });
});

describe('a discount’s validity', () => {
  test('before its start, within, after its end', () => {
    const period = { DateDebut: '2026-09-01', DateFin: '2026-09-30' };
    expect(validiteEtat(period, '2026-08-31')).toBe('aVenir');
    expect(validiteEtat(period, '2026-09-01')).toBe('valable');
    expect(validiteEtat(period, '2026-09-30')).toBe('valable');
    expect(validiteEtat(period, '2026-10-01')).toBe('expire');
    expect(validiteEtat({ DateDebut: null, DateFin: null }, '2020-01-01')).toBe('valable');
  });

  test('is written « du … au … », or « sans limite »', () => {
    expect(validityText({ DateDebut: '2026-09-01', DateFin: '2026-09-30' })).toBe('du 01/09/2026 au 30/09/2026');
    expect(validityText({ DateDebut: null, DateFin: null })).toBe('sans limite');
    expect(validityText({ DateDebut: null, DateFin: '2027-12-31' })).toBe("jusqu'au 31/12/2027");
  });
});

describe('the product form', () => {
  test('an unchanged product sends nothing; a new price sends the product alone', () => {
    const draft = productDraftOf(ARTICLE);
    expect(draft.prix).toBe('9,00');
    expect(saveOf(ARTICLE, draft)).toEqual({ produit: null, reduction: null });
    expect(saveOf(ARTICLE, { ...draft, prix: '12,34' })).toEqual({
      produit: { Id: 20, Libelle: 'Fiche pratique', PrixTTCCentimes: 1234, Visible: true },
      reduction: null,
    });
  });

  test('refuses a blank label and a price that is not in euros or too high, in French', () => {
    const draft = productDraftOf(ARTICLE);
    expect(productErrors({ ...draft, Libelle: ' ', prix: 'douze' })).toEqual({
      Libelle: REDUCTION_MESSAGES.labelRequired,
      prix: T.invalidPrice,
    });
    expect(productErrors({ ...draft, prix: '100000,01' })).toEqual({ prix: T.priceTooHigh });
  });

  test('a discount sends its new dates and value only', () => {
    const draft = productDraftOf(REMISE);
    expect(draft.reduction).toEqual({ IdTypeReduction: 2, valeur: '5,00', DateDebut: '', DateFin: '2027-12-31' });
    const changed = { ...draft, reduction: { ...draft.reduction!, valeur: '7,50', DateDebut: '2027-01-01' } };
    expect(productErrors(changed)).toEqual({});
    expect(saveOf(REMISE, changed)).toEqual({
      produit: null,
      reduction: { Id: 41, IdTypeReduction: 2, Valeur: 750, DateDebut: '2027-01-01', DateFin: '2027-12-31' },
    });
    const reversed = { ...draft, reduction: { ...draft.reduction!, DateDebut: '2028-01-01' } };
    expect(productErrors(reversed)).toEqual({ DateFin: REDUCTION_MESSAGES.datesOrder });
  });

  test('a new code: its form, its percentage bounds, its request in capitals', () => {
    expect(creationDraftErrors(EMPTY_CREATION)).toEqual({
      Libelle: REDUCTION_MESSAGES.labelRequired,
      CodeReduction: REDUCTION_MESSAGES.codeFormat,
      valeur: T.invalidPercent,
    });
    const draft = { ...EMPTY_CREATION, Libelle: ' Rentrée ', CodeReduction: ' rentree-25 ', valeur: '101' };
    expect(creationDraftErrors(draft)).toEqual({ valeur: REDUCTION_MESSAGES.percentRange });
    expect(creationOf({ ...draft, valeur: '25', DateDebut: '2026-09-01' })).toEqual({
      Libelle: 'Rentrée',
      CodeReduction: 'RENTREE-25',
      Visible: false,
      IdTypeReduction: 1,
      Valeur: 25,
      DateDebut: '2026-09-01',
      DateFin: null,
    });
  });
});
