import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { formatPrice } from '../../domain/formatPrice.ts';
import {
  ID_RUBRIQUE_ARTICLES,
  ID_RUBRIQUE_REDUCTIONS,
  produits as catalogue,
} from '../../server/compose/seed/data/catalogue.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT, TYPE_REDUCTION } from '../../domain/referenceIds.ts';
import { produits, reductions } from '../../server/platform/db/schema.ts';
import {
  basketHarnessTryingManyCodes,
  disposeBasketHarness,
  type BasketCustomer,
  type BasketHarness,
} from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { businessRuleFailures, embeddedFacturx, xsdErrors } from './facturxValidation.ts';
import { giveBillingAddress, payCommande, sendCommande } from './commandeFlow.ts';

type Schemas = components['schemas'];

/** Baskets per run: few in `npm test`, many more in CI's long run (PROPERTY_RUNS; PROPERTY_SEED replays). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 5);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);
/** The XSD, the EN 16931 rules (SaxonJS) and the PDF's text take a while: every basket of a short run, then one in ten. */
const validated = (run: number) => run < 10 || run % 10 === 0;

const CODE = 'PROPRIETE';
const RATES = [...new Set([...catalogue.map((produit) => produit.TauxTva), 5.5, 20])];

interface Ligne {
  prix: number;
  taux: number;
  quantite: number;
}
interface Reduction {
  idTypeReduction: typeof TYPE_REDUCTION.pourcentage | typeof TYPE_REDUCTION.prix;
  valeur: number;
  /** Index of the line whose product it is reserved for; null for every line. */
  cible: number | null;
}

const ligne = fc.record({
  prix: fc.integer({ min: 1, max: 60_000 }),
  taux: fc.constantFrom(...RATES),
  quantite: fc.integer({ min: 1, max: 10 }),
});
const panier = fc.array(ligne, { minLength: 1, maxLength: 5 }).chain((lignes) =>
  fc.record({
    lignes: fc.constant(lignes),
    reduction: fc.option(
      fc
        .oneof(
          fc.record({
            idTypeReduction: fc.constant(TYPE_REDUCTION.pourcentage),
            valeur: fc.integer({ min: 1, max: 100 }),
          }),
          fc.record({
            idTypeReduction: fc.constant(TYPE_REDUCTION.prix),
            valeur: fc.integer({ min: 1, max: 200_000 }),
          }),
        )
        .chain((kind) =>
          fc.record({
            idTypeReduction: fc.constant(kind.idTypeReduction),
            valeur: fc.constant(kind.valeur),
            cible: fc.option(fc.integer({ min: 0, max: lignes.length - 1 }), { nil: null }),
          }),
        ),
      { nil: null },
    ),
  }),
);

let h: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let client: BasketCustomer;
let articles: number[];
let idReduction: number;

beforeAll(async () => {
  h = await basketHarnessTryingManyCodes();
  check = createResponseChecker(h.ctx.document);
  client = await h.customer('totaux');
  await giveBillingAddress(h, client, null);
  const article = (rang: number) => ({
    idTypeProduit: TYPE_PRODUIT.article,
    idRubrique: ID_RUBRIQUE_ARTICLES,
    libelle: `Article de propriété ${rang}`,
    description: 'Produit des tests de propriété des totaux.',
    prixTtcCentimes: 100,
    tauxTva: 20,
    rang: 100 + rang,
    visible: true,
  });
  const rows = await h.ctx.db.insert(produits).values([1, 2, 3, 4, 5].map(article)).returning({ id: produits.id });
  articles = rows.map((row) => row.id);
  const [reduction] = await h.ctx.db
    .insert(produits)
    .values({
      ...article(6),
      idTypeProduit: TYPE_PRODUIT.reduction,
      idRubrique: ID_RUBRIQUE_REDUCTIONS,
      visible: false,
    })
    .returning({ id: produits.id });
  idReduction = reduction!.id;
  await h.ctx.db.insert(reductions).values({
    idProduit: idReduction,
    idTypeReduction: TYPE_REDUCTION.pourcentage,
    valeur: 10,
    codeReduction: CODE,
  });
}, 60_000);

afterAll(async () => {
  await h.reset(client);
  await h.ctx.db.delete(reductions).where(eq(reductions.idProduit, idReduction));
  await h.ctx.db.delete(produits).where(inArray(produits.id, [...articles, idReduction]));
  await disposeBasketHarness();
});

/** What the customer owes, computed here from the basket alone: the lines, less the discount on what it applies to. */
function expectedTotal(lignes: readonly Ligne[], reduction: Reduction | null): { produits: number; remise: number } {
  const montants = lignes.map((l) => l.prix * l.quantite);
  const produitsTtc = montants.reduce((a, b) => a + b, 0);
  if (!reduction) return { produits: produitsTtc, remise: 0 };
  const base = reduction.cible === null ? produitsTtc : montants[reduction.cible]!;
  const remise =
    reduction.idTypeReduction === TYPE_REDUCTION.pourcentage
      ? Math.round((base * reduction.valeur) / 100)
      : Math.min(reduction.valeur, base);
  return { produits: produitsTtc, remise };
}

const cents = (euros: string) => Math.round(Number(euros) * 100);

function ciiAmount(xml: string, element: string): number {
  const match = new RegExp(`<ram:${element}(?: [^>]*)?>([^<]+)</ram:${element}>`).exec(xml);
  if (!match) throw new Error(`${element} missing from the CII`);
  return cents(match[1]!);
}

/** The CII's VAT breakdown (BG-23): the header's ApplicableTradeTax, those holding a CalculatedAmount. */
function ciiRates(xml: string): { taux: number; base: number; tva: number }[] {
  return [...xml.matchAll(/<ram:ApplicableTradeTax>(<ram:CalculatedAmount>.*?)<\/ram:ApplicableTradeTax>/g)].map(
    ([, content]) => ({
      taux: Number(/<ram:RateApplicablePercent>([^<]+)</.exec(content!)![1]),
      base: cents(/<ram:BasisAmount>([^<]+)</.exec(content!)![1]!),
      tva: cents(/<ram:CalculatedAmount>([^<]+)</.exec(content!)![1]!),
    }),
  );
}

/** The invoice's Factur-X PDF as downloaded, and the CII XML it carries (`factur-x.xml`). */
async function downloadInvoice(id: number): Promise<{ xml: string; pdf: Buffer }> {
  const response = await h.send(client, '/Facture/Facture_Download', { Id: id });
  expect(response.statusCode).toBe(200);
  const pdf = response.rawPayload;
  return { xml: await embeddedFacturx(pdf), pdf };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const plainPrice = (centimes: number) => formatPrice(centimes).replace(/\s+/g, ' ');

test(
  'any basket: confirmation = order = invoice = PDF = CII to the cent, and the EN 16931 rules hold',
  async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(panier, async ({ lignes, reduction }) => {
        const index = run++;
        await h.reset(client);
        for (const [position, l] of lignes.entries())
          await h.ctx.db
            .update(produits)
            .set({ prixTtcCentimes: l.prix, tauxTva: l.taux })
            .where(eq(produits.id, articles[position]!));
        for (const [position, l] of lignes.entries())
          await h.basket(client, '/Panier/AddProduit', { IdProduit: articles[position]!, Quantite: l.quantite });
        if (reduction) {
          await h.ctx.db
            .update(reductions)
            .set({
              idTypeReduction: reduction.idTypeReduction,
              valeur: reduction.valeur,
              idProduitCible: reduction.cible === null ? null : articles[reduction.cible]!,
            })
            .where(eq(reductions.idProduit, idReduction));
          const applied = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: CODE });
          expect(applied.MessageErreur).toBeNull();
        }

        // The confirmation page.
        const conditions = (
          await h.send(client, '/Commande/Commande_GetConditions')
        ).json() as Schemas['ConditionsCommande'];
        const confirmation = conditions.Panier;
        const expected = expectedTotal(lignes, reduction);
        expect(confirmation.MontantProduitsTTCCentimes).toBe(expected.produits);
        expect(confirmation.MontantReductionTTCCentimes).toBe(expected.remise);
        expect(confirmation.TotalTTCCentimes).toBe(expected.produits - expected.remise);
        expect(confirmation.CodeReduction).toBe(reduction ? CODE : null);

        // The order placed, then paid.
        const placed = await sendCommande(h, client);
        expect(placed.statusCode, placed.body).toBe(200);
        const commande = placed.json() as Schemas['Commande'];
        for (const field of [
          'MontantProduitsTTCCentimes',
          'MontantReductionTTCCentimes',
          'TotalHTCentimes',
          'TotalTVACentimes',
          'TotalTTCCentimes',
          'CodeReduction',
        ] as const)
          expect(commande[field], field).toBe(confirmation[field]);
        expect(commande.Lignes.reduce((sum, line) => sum + line.MontantHTCentimes, 0)).toBe(commande.TotalHTCentimes);
        if (commande.TotalTTCCentimes === 0) {
          // Nothing to pay: the order was paid as it was placed, and is invoiced as a paid one is.
          expect(commande.IdEtatCommande).toBe(ETAT_COMMANDE.payee);
          await h.app.outbox.drain();
        } else await payCommande(h, client, commande.Id);
        const commandeRead = (
          await h.send(client, '/Commande/Commande_Get', { Id: commande.Id })
        ).json() as Schemas['Commande'];
        expect(commandeRead.TotalTTCCentimes).toBe(commande.TotalTTCCentimes);

        // The invoice page's content.
        const [resume] = commandeRead.Factures;
        const read = await h.send(client, '/Facture/Facture_Get', { Id: resume!.Id });
        expect(check('/Facture/Facture_Get', 200, read.json())).toEqual([]);
        const facture = read.json() as Schemas['Facture'];
        expect(resume!.TotalTTCCentimes).toBe(commandeRead.TotalTTCCentimes);
        expect(facture).toMatchObject({
          TotalHTCentimes: commandeRead.TotalHTCentimes,
          TotalTVACentimes: commandeRead.TotalTVACentimes,
          TotalTTCCentimes: commandeRead.TotalTTCCentimes,
          MontantReductionTTCCentimes: commandeRead.MontantReductionTTCCentimes,
          CodeReduction: commandeRead.CodeReduction,
        });
        expect(facture.Tva.map((tva) => tva.TauxTva)).toEqual(
          [...new Set(lignes.map((l) => l.taux))].sort((a, b) => a - b),
        );
        expect(facture.Tva.reduce((sum, tva) => sum + tva.BaseHTCentimes, 0)).toBe(facture.TotalHTCentimes);
        expect(facture.Tva.reduce((sum, tva) => sum + tva.MontantTVACentimes, 0)).toBe(facture.TotalTVACentimes);
        for (const line of facture.Lignes)
          expect(line.MontantHTCentimes).toBe(line.PrixUnitaireHTCentimes * line.Quantite);
        for (const tva of facture.Tva) {
          const linesHt = facture.Lignes.filter((line) => line.TauxTva === tva.TauxTva).reduce(
            (sum, line) => sum + line.MontantHTCentimes,
            0,
          );
          // BR-S-08: the base is the rate's lines less the rate's allowance.
          expect(tva.BaseHTCentimes).toBe(linesHt - tva.RemiseHTCentimes);
          // BR-CO-17 (and BR-S-09) allow one euro; the amounts keep within ten cents.
          expect(
            Math.abs(tva.MontantTVACentimes - Math.round((tva.BaseHTCentimes * tva.TauxTva) / 100)),
          ).toBeLessThanOrEqual(10);
        }

        // The Factur-X PDF and its CII XML.
        const { xml, pdf } = await downloadInvoice(facture.Id);
        const grand = ciiAmount(xml, 'GrandTotalAmount');
        const basis = ciiAmount(xml, 'TaxBasisTotalAmount');
        const tax = ciiAmount(xml, 'TaxTotalAmount');
        expect({ basis, tax, grand }).toEqual({
          basis: facture.TotalHTCentimes,
          tax: facture.TotalTVACentimes,
          grand: facture.TotalTTCCentimes,
        });
        expect(grand).toBe(basis + tax); // BR-CO-15
        expect(ciiAmount(xml, 'DuePayableAmount')).toBe(grand - ciiAmount(xml, 'TotalPrepaidAmount')); // BR-CO-16
        expect(ciiRates(xml)).toEqual(
          facture.Tva.map((tva) => ({ taux: tva.TauxTva, base: tva.BaseHTCentimes, tva: tva.MontantTVACentimes })),
        );
        // The discount is named once per rate it reduces, with its code.
        const allowances = [...xml.matchAll(/<ram:Reason>([^<]*)<\/ram:Reason>/g)].map((match) => match[1]);
        expect(allowances).toEqual(
          facture.Tva.filter((tva) => tva.RemiseHTCentimes > 0).map(() => `Réduction (${CODE})`),
        );

        if (validated(index)) {
          expect(await xsdErrors(xml)).toEqual([]);
          expect(businessRuleFailures(xml)).toEqual([]);
          const text = await pdfText(pdf);
          expect(text).toContain(`Total HT ${plainPrice(facture.TotalHTCentimes)}`);
          expect(text).toContain(`Total TVA ${plainPrice(facture.TotalTVACentimes)}`);
          expect(text).toContain(`Total TTC ${plainPrice(facture.TotalTTCCentimes)}`);
          for (const tva of facture.Tva)
            expect(text).toContain(`${plainPrice(tva.BaseHTCentimes)} ${plainPrice(tva.MontantTVACentimes)}`);
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  },
  Math.max(60_000, RUNS * 5_000),
);
