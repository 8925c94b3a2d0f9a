// @vitest-environment node
import { expect, test } from 'vitest';
import { storedFacture } from '../../server/areas/invoices/invoiceContent.ts';
import { FACTURE } from './orders/commandeFixtures.ts';

test('an invoice stored before the code and the allowances were written reads them: no code, lines less base', () => {
  const { CodeReduction: _code, ...older } = FACTURE;
  const stored = {
    ...older,
    Lignes: [{ Libelle: 'Article', Quantite: 2, PrixUnitaireHTCentimes: 1185, TauxTva: 5.5, MontantHTCentimes: 2370 }],
    Tva: [{ TauxTva: 5.5, BaseHTCentimes: 1896, MontantTVACentimes: 104 }],
  };
  const facture = storedFacture(JSON.parse(JSON.stringify(stored)));
  expect(facture.CodeReduction).toBeNull();
  expect(facture.Tva).toEqual([{ TauxTva: 5.5, BaseHTCentimes: 1896, MontantTVACentimes: 104, RemiseHTCentimes: 474 }]);
});

test('an invoice issued since reads as it was stored', () => {
  expect(storedFacture(JSON.parse(JSON.stringify(FACTURE)))).toEqual(FACTURE);
});
