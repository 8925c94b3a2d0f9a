import { eq, inArray } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { PROFESSIONAL_MENTIONS } from '../../domain/invoice/invoiceMentions.ts';
import { comptes, compteursFacture, factures } from '../../server/platform/db/schema.ts';
import { toCiiXml } from '../../server/areas/invoices/facturx/ciiXml.ts';
import { issueCreditNote, issueInvoice } from '../../server/areas/invoices/issueInvoice.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { businessRuleFailures, embeddedFacturx, keepForExternalValidation, xsdErrors } from './facturxValidation.ts';
import { payCommande, placeCommandeOf } from './commandeFlow.ts';
import { parisToday } from '../../domain/parisDay.ts';

type Facture = components['schemas']['Facture'];

const REFERENCEMENT = 1;
const ARTICLE = 20;
const ABONNEMENT = 30;

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let individual: BasketCustomer;
let company: BasketCustomer;

async function giveAddress(who: BasketCustomer, siret: string | null): Promise<void> {
  await harness.ctx.db
    .update(comptes)
    .set({
      nomVoie: '12 avenue des Pages',
      codePostal: '33000',
      ville: 'Bordeaux',
      idPays: 74,
      raisonSociale: siret ? 'Éditions de la Page' : null,
      siret,
    })
    .where(eq(comptes.id, who.idCompte));
}

async function invoiceOf(who: BasketCustomer, idCommande: number): Promise<Facture> {
  const commande = await harness.send(who, '/Commande/Commande_Get', { Id: idCommande });
  const [resume] = commande.json().Factures;
  expect(resume, 'the paid order has its invoice').toBeDefined();
  const response = await harness.send(who, '/Facture/Facture_Get', { Id: resume.Id });
  expect(response.statusCode).toBe(200);
  expect(check('/Facture/Facture_Get', 200, response.json())).toEqual([]);
  return response.json() as Facture;
}

/**
 * The invoice's CII passes the Factur-X XSD and the EN 16931 rules; the PDF its owner downloads carries that CII and
 * is kept for the independent validator of `.ci/run` (`keepForExternalValidation`).
 */
async function expectValidFacturX(owner: BasketCustomer, facture: Facture): Promise<void> {
  const xml = toCiiXml(facture);
  expect(await xsdErrors(xml)).toEqual([]);
  expect(businessRuleFailures(xml)).toEqual([]);
  const download = await harness.send(owner, '/Facture/Facture_Download', { Id: facture.Id });
  expect(download.statusCode).toBe(200);
  expect(await embeddedFacturx(download.rawPayload)).toBe(xml);
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  individual = await harness.customer('facture-particulier');
  company = await harness.customer('facture-societe');
  await giveAddress(individual, null);
  await giveAddress(company, '40483304800010');
}, 60_000);

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(individual, company));

describe('the invoice of a paid order', () => {
  test("an individual's, with two VAT rates: the legal mentions, totals that add up, a valid Factur-X", async () => {
    const commande = await placeCommandeOf(harness, individual, [
      { IdProduit: REFERENCEMENT, Quantite: 2, IdPublication: individual.publications[0] },
      { IdProduit: ARTICLE, Quantite: 1 },
    ]);
    await harness.basket(individual, '/Panier/GetProduits');
    expect((await harness.send(individual, '/Commande/Commande_Get', { Id: commande.Id })).json().Factures).toEqual([]);
    await payCommande(harness, individual, commande.Id);
    const facture = await invoiceOf(individual, commande.Id);

    expect(facture.Numero).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(facture).toMatchObject({ Avoir: false, IdCommande: commande.Id, NumeroCommande: commande.Numero });
    expect(facture.Vendeur).toMatchObject({ Siren: '732829320', NumeroTva: 'FR44732829320', FormeJuridique: 'SAS' });
    expect(facture.Client).toMatchObject({ Nom: 'facture-particulier', Adresse: { Ville: 'Bordeaux' } });
    expect(facture.Lignes.map((line) => line.TauxTva).sort()).toEqual([20, 5.5]);
    for (const line of facture.Lignes) expect(line.MontantHTCentimes).toBe(line.PrixUnitaireHTCentimes * line.Quantite);
    expect(facture.TotalTTCCentimes).toBe(commande.TotalTTCCentimes);
    expect(facture.TotalHTCentimes + facture.TotalTVACentimes).toBe(facture.TotalTTCCentimes);
    expect(facture.Tva.map((tva) => tva.TauxTva)).toEqual([5.5, 20]);
    expect(facture.DatePaiement).toBe(parisToday());
    expect(facture.MoyenPaiement).toBe('Carte bancaire (CB) en ligne');
    expect(facture.MentionsProfessionnel).toBeNull();
    await expectValidFacturX(individual, facture);
  });

  test("a company's, with its discount code: the late-payment mentions and a valid Factur-X", async () => {
    await harness.basket(company, '/Panier/AddProduit', { IdProduit: ABONNEMENT, Quantite: 1 });
    await harness.basket(company, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 3 });
    await harness.basket(company, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'BIENVENUE10' });
    const commande = await placeCommandeOf(harness, company, []);
    await payCommande(harness, company, commande.Id);
    const facture = await invoiceOf(company, commande.Id);
    expect(facture.MontantReductionTTCCentimes).toBe(commande.MontantReductionTTCCentimes);
    expect(facture.MontantReductionTTCCentimes).toBeGreaterThan(0);
    expect(facture.TotalTTCCentimes).toBe(commande.TotalTTCCentimes);
    expect(facture.Client).toMatchObject({
      RaisonSociale: 'Éditions de la Page',
      Siret: '40483304800010',
      NumeroTva: 'FR83404833048',
    });
    expect(toCiiXml(facture)).toContain('<ram:ID schemeID="VA">FR83404833048</ram:ID>');
    expect(facture.MentionsProfessionnel).toBe(PROFESSIONAL_MENTIONS);
    expect(facture.MentionsProfessionnel).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    // The French rules (BR-FR-05) read each mention in its own note, under its subject code.
    const notes = [...toCiiXml(facture).matchAll(/<ram:Content>([^<]*)<\/ram:Content><ram:SubjectCode>(\w+)</g)];
    expect(notes.map(([, , code]) => code)).toEqual(['REG', 'PMD', 'PMT', 'AAB']);
    expect(notes[2]![1]).toContain('40 €');
    await expectValidFacturX(company, facture);
  });

  test('a credit note, in its own series, naming the invoice it corrects, is a valid Factur-X too', async () => {
    const commande = await placeCommandeOf(harness, company, [{ IdProduit: ARTICLE, Quantite: 1 }]);
    await payCommande(harness, company, commande.Id);
    const facture = await invoiceOf(company, commande.Id);
    const avoir = await harness.ctx.db.transaction((tx) => issueCreditNote(tx, harness.ctx.config.seller, commande.Id));
    expect(avoir.numero).toMatch(/^AV-\d{4}-\d{6}$/);
    const response = await harness.send(company, '/Facture/Facture_Get', { Id: avoir.id });
    const credit = response.json() as Facture;
    expect(credit).toMatchObject({
      Avoir: true,
      NumeroFactureOrigine: facture.Numero,
      TotalTTCCentimes: facture.TotalTTCCentimes,
    });
    expect(toCiiXml(credit)).toContain('<ram:TypeCode>381</ram:TypeCode>');
    await expectValidFacturX(company, credit);
  });

  test('is issued once: the outbox running again or a direct call give the same invoice', async () => {
    const commande = await placeCommandeOf(harness, individual, [{ IdProduit: ARTICLE, Quantite: 1 }]);
    await payCommande(harness, individual, commande.Id);
    const first = await invoiceOf(individual, commande.Id);
    const again = await harness.ctx.db.transaction((tx) => issueInvoice(tx, harness.ctx.config.seller, commande.Id));
    expect(again).toEqual({ id: first.Id, numero: first.Numero });
    const rows = await harness.ctx.db.select().from(factures).where(eq(factures.idCommande, commande.Id));
    expect(rows).toHaveLength(1);
  });

  test("answers 404 for another customer's invoice and for an unknown one, for reading and for downloading", async () => {
    const commande = await placeCommandeOf(harness, company, [{ IdProduit: ARTICLE, Quantite: 1 }]);
    await payCommande(harness, company, commande.Id);
    const facture = await invoiceOf(company, commande.Id);
    for (const path of ['/Facture/Facture_Get', '/Facture/Facture_Download'])
      for (const [who, id] of [
        [individual, facture.Id],
        [company, 2_000_000_000],
      ] as const) {
        const response = await harness.send(who, path, { Id: id });
        expect(response.statusCode).toBe(404);
        expect(response.json().Message).toBe("Cette facture n'existe pas ou ne fait pas partie de vos factures.");
      }
    expect((await harness.send(company, '/Facture/Facture_Get', { Id: facture.Id })).statusCode).toBe(200);
  });
});

describe('the Factur-X PDF', () => {
  test('is a PDF/A-3 carrying the CII XML as factur-x.xml, its Alternative', async () => {
    const commande = await placeCommandeOf(harness, company, [{ IdProduit: ARTICLE, Quantite: 2 }]);
    await payCommande(harness, company, commande.Id);
    const facture = await invoiceOf(company, commande.Id);
    const response = await harness.send(company, '/Facture/Facture_Download', { Id: facture.Id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${facture.Numero}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    keepForExternalValidation(bytes);

    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const catalog = pdf.catalog;
    const af = catalog.lookup(PDFName.of('AF'), PDFArray);
    expect(af.size()).toBe(1);
    const filespec = af.lookup(0, PDFDict);
    expect(filespec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Alternative'));
    expect(filespec.lookup(PDFName.of('UF'))?.toString()).toBe('(factur-x.xml)');
    const embedded = filespec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
    const xml = Buffer.from(decodePDFRawStream(embedded as PDFRawStream).decode()).toString('utf8');
    expect(xml).toBe(toCiiXml(facture));
    const names = catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict);
    expect(names.toString()).toContain('factur-x.xml');

    const metadata = catalog.lookup(PDFName.of('Metadata'), PDFStream) as PDFRawStream;
    const xmp = Buffer.from(metadata.getContents()).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(catalog.lookup(PDFName.of('OutputIntents'), PDFArray).size()).toBe(1);
  });
});

describe('invoice numbers', () => {
  test(
    '50 orders paid at once get 50 invoices numbered without a gap or a duplicate',
    { timeout: 120_000 },
    async () => {
      const [counter] = await harness.ctx.db
        .select({ last: compteursFacture.dernierNumero })
        .from(compteursFacture)
        .where(eq(compteursFacture.serie, 'FA'));
      const last = counter?.last ?? 0;
      const commandes = [];
      for (let index = 0; index < 50; index += 1)
        commandes.push(
          await placeCommandeOf(harness, index % 2 ? company : individual, [{ IdProduit: ARTICLE, Quantite: 1 }]),
        );
      await Promise.all(
        commandes.map((commande, index) => payCommande(harness, index % 2 ? company : individual, commande.Id)),
      );
      const rows = await harness.ctx.db
        .select({ sequence: factures.numeroSequence })
        .from(factures)
        .where(
          inArray(
            factures.idCommande,
            commandes.map((commande) => commande.Id),
          ),
        );
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => last + index + 1));
    },
  );
});
