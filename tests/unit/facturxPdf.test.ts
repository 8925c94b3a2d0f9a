// @vitest-environment node
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { PROFESSIONAL_MENTIONS } from '../../domain/invoice/invoiceMentions.ts';
import { toCiiXml } from '../../server/areas/invoices/facturx/ciiXml.ts';
import { invoicePdf } from '../../server/areas/invoices/facturx/invoicePdf.ts';
import { invoiceContent, type InvoiceSource } from '../../server/areas/invoices/invoiceContent.ts';
import { readSeller } from '../../server/platform/config/seller.ts';

type Facture = components['schemas']['Facture'];

/** A company's order: two copies of a 5,5 % article and a 20 % service, less a 10,00 € discount code. */
const COMPANY_COMMANDE: InvoiceSource = {
  idCommande: 7,
  numeroCommande: 'C-2026-000007',
  facturation: {
    Civilite: 'M.',
    Prenom: 'Paul',
    Nom: 'Éditeur',
    Email: 'paul@editions-page.example.org',
    RaisonSociale: 'Éditions de la Page',
    Siret: '73282932000074',
    NumeroTva: 'FR44732829320',
    Adresse: {
      NumeroEtVoie: '12 avenue des Pages',
      ComplementsAdresse: 'Bâtiment B',
      CodePostal: '33000',
      Ville: 'Bordeaux',
      Pays: 'France',
      CodePays: 'FR',
    },
  },
  lines: [
    {
      idProduit: 12,
      libelle: 'Article dans la revue',
      idTypeProduit: 3,
      quantite: 2,
      prixUnitaireTtcCentimes: 1250,
      tauxTva: 5.5,
    },
    {
      idProduit: 3,
      libelle: "Référencement d'un livre imprimé",
      idTypeProduit: 1,
      quantite: 1,
      prixUnitaireTtcCentimes: 4900,
      tauxTva: 20,
    },
  ],
  codeReduction: 'BIENVENUE10',
  montantReductionTtcCentimes: 1000,
  idProduitCible: null,
  datePaiement: '2026-11-23',
  moyenPaiement: 'Carte bancaire (CB) en ligne',
};

const seller = readSeller({});

function issued(avoir: boolean): Facture {
  return invoiceContent(COMPANY_COMMANDE, seller, {
    id: 3,
    numero: avoir ? 'AV-2026-000001' : 'FA-2026-000042',
    dateEmission: '2026-11-24',
    avoir,
    numeroFactureOrigine: avoir ? 'FA-2026-000042' : null,
  });
}

/** The PDF's text as a reader sees it, spaces (no-break ones included) collapsed. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

describe('the invoice PDF of a company', () => {
  const facture = issued(false);
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await invoicePdf(facture, toCiiXml(facture));
    text = await textOf(pdf);
  });

  test('names the seller as CGI annexe II art. 242 nonies A requires', () => {
    for (const mention of [
      seller.RaisonSociale,
      seller.Adresse,
      `${seller.CodePostal} ${seller.Ville}`,
      `SIREN ${seller.Siren}`,
      seller.NumeroTva,
      `${seller.FormeJuridique} au capital de ${plain(seller.Capital)}`,
      seller.Rcs,
    ])
      expect(text).toContain(mention);
  });

  test('names the customer, its address and SIRET, the number and the date', () => {
    for (const mention of [
      'Éditions de la Page',
      'M. Paul Éditeur',
      '12 avenue des Pages',
      'Bâtiment B',
      '33000 Bordeaux',
      'SIRET 73282932000074',
      'Facture FA-2026-000042',
      '24/11/2026',
      'C-2026-000007',
    ])
      expect(text).toContain(mention);
  });

  test('details each line HT with its VAT rate, the VAT by rate, the discount and the totals, in euros', () => {
    expect(text).toMatch(/Article dans la revue 2 11,85 € 5,5 % 23,70 €/);
    expect(text).toMatch(/Référencement d'un livre imprimé 1 40,83 € 20 % 40,83 €/);
    for (const tva of facture.Tva) expect(text).toContain(plain(`${String(tva.TauxTva).replace('.', ',')} %`));
    expect(text).toContain('Réduction (BIENVENUE10) -10,00 €');
    expect(text).toContain(`Total HT ${plain((facture.TotalHTCentimes / 100).toFixed(2).replace('.', ','))} €`);
    expect(text).toContain('Total TTC 64,00 €');
  });

  test('says when and how it was paid, and the late-payment terms of a professional', () => {
    expect(text).toContain('Payée le 23/11/2026 par Carte bancaire (CB) en ligne.');
    expect(text).toContain(plain(PROFESSIONAL_MENTIONS));
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  test('embeds every font it uses, as PDF/A requires', async () => {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const fonts = document.getPages().flatMap((page) => {
      const resources = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
      return resources ? resources.keys().map((name) => resources.lookup(name, PDFDict)) : [];
    });
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      const glyphs = descendants ? descendants.lookup(0, PDFDict) : font;
      const descriptor = glyphs.lookup(PDFName.of('FontDescriptor'), PDFDict);
      expect(descriptor.has(PDFName.of('FontFile2'))).toBe(true);
    }
  });
  test('declares the sRGB colour space of PDF/A in its output intent, with the ICC profile embedded', async () => {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const intents = document.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toEqual(PDFName.of('GTS_PDFA1'));
    expect(String(intent.lookup(PDFName.of('OutputConditionIdentifier')))).toContain('sRGB');
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
    expect(profile.dict.lookup(PDFName.of('N'))?.toString()).toBe('3');
  });
});

test('the PDF of a credit note names the invoice it credits and the refund', async () => {
  const credit = issued(true);
  const text = await textOf(await invoicePdf(credit, toCiiXml(credit)));
  expect(text).toContain('Avoir AV-2026-000001');
  expect(text).toContain('Avoir sur la facture FA-2026-000042');
  expect(text).toContain('Remboursé le 23/11/2026');
});
