// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { toCiiXml } from '../../server/areas/invoices/facturx/ciiXml.ts';
import { invoiceContent } from '../../server/areas/invoices/invoiceContent.ts';
import { readSeller } from '../../server/platform/config/seller.ts';
import { businessRuleFailures, COMPILED_RULES_SOURCE, rulesSource, xsdErrors } from '../api/facturxValidation.ts';

test('the committed EN 16931 rules were compiled from the XSLT in the repository by the installed xslt3', () => {
  const committed: unknown = JSON.parse(readFileSync(COMPILED_RULES_SOURCE, 'utf8'));
  expect(committed, 'stale: run `npm run facturx:rules` and commit its output').toEqual(rulesSource());
});

describe('the Factur-X validators', () => {
  const xml = toCiiXml(
    invoiceContent(
      {
        idCommande: 1,
        numeroCommande: 'C-2026-000001',
        facturation: {
          Civilite: 'Mme',
          Prenom: 'Jeanne',
          Nom: 'Autrice',
          Email: 'jeanne@example.org',
          RaisonSociale: null,
          Siret: null,
          NumeroTva: null,
          Adresse: {
            NumeroEtVoie: '1 rue du Port',
            ComplementsAdresse: null,
            CodePostal: '44000',
            Ville: 'Nantes',
            Pays: 'France',
            CodePays: 'FR',
          },
        },
        lines: [
          {
            idProduit: 1,
            libelle: "Référencement d'un livre numérique",
            idTypeProduit: 1,
            quantite: 1,
            prixUnitaireTtcCentimes: 2900,
            tauxTva: 20,
          },
        ],
        codeReduction: null,
        montantReductionTtcCentimes: 0,
        idProduitCible: null,
        datePaiement: '2026-11-23',
        moyenPaiement: 'Carte bancaire (CB) en ligne',
      },
      readSeller({}),
      { id: 1, numero: 'FA-2026-000001', dateEmission: '2026-11-23', avoir: false, numeroFactureOrigine: null },
    ),
  );

  test('accept a valid invoice', async () => {
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleFailures(xml)).toEqual([]);
  });

  test('refuse a total with VAT that is not the total without VAT plus the VAT (BR-CO-15)', () => {
    const tampered = xml.replace('<ram:GrandTotalAmount>29.00<', '<ram:GrandTotalAmount>30.00<');
    expect(tampered).not.toBe(xml);
    expect(businessRuleFailures(tampered).join('\n')).toContain('BR-CO-15');
  });

  test('refuse an element the Factur-X schema does not know', async () => {
    const tampered = xml.replace('<ram:LineID>', '<ram:Numero>1</ram:Numero><ram:LineID>');
    expect((await xsdErrors(tampered)).length).toBeGreaterThan(0);
  });
});
