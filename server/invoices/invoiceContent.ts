import type { components } from '../../openapi/generated/schema.d.ts';
import { PROFESSIONAL_MENTIONS } from '../../domain/invoice/invoiceMentions.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import type { Seller } from './seller.ts';

type Schemas = components['schemas'];
type Facture = Schemas['Facture'];

/** An order line as the order kept it when it was placed. */
export interface InvoicedLine {
  libelle: string;
  idTypeProduit: number;
  quantite: number;
  prixUnitaireHtCentimes: number;
  tauxTva: number;
  montantTtcCentimes: number;
  montantHtCentimes: number;
}

export interface InvoiceSource {
  idCommande: number;
  numeroCommande: string;
  facturation: Schemas['IdentiteFacturation'];
  lines: readonly InvoicedLine[];
  totalTtcCentimes: number;
  montantReductionTtcCentimes: number;
  datePaiement: string | null;
  moyenPaiement: string | null;
}

function withoutTax(amountTtc: number, rate: number): number {
  return Math.round(amountTtc / (1 + rate / 100));
}

/**
 * The VAT summary by rate. Each rate's share of the discount follows its TTC amount; the base is the rate's lines
 * HT less its share of the discount HT, and the tax what is left of the rate's TTC: the total with VAT is exactly
 * what the customer paid.
 */
export function vatSummary(lines: readonly InvoicedLine[], reductionTtc: number): Schemas['TvaFacture'][] {
  const byRate = new Map<number, { ttc: number; ht: number }>();
  for (const line of lines) {
    const group = byRate.get(line.tauxTva) ?? { ttc: 0, ht: 0 };
    byRate.set(line.tauxTva, { ttc: group.ttc + line.montantTtcCentimes, ht: group.ht + line.montantHtCentimes });
  }
  const totalTtc = [...byRate.values()].reduce((sum, group) => sum + group.ttc, 0);
  let remaining = reductionTtc;
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b);
  return rates.map(([rate, group], index) => {
    const share =
      index === rates.length - 1 ? remaining : totalTtc === 0 ? 0 : Math.round((reductionTtc * group.ttc) / totalTtc);
    remaining -= share;
    const base = group.ht - withoutTax(share, rate);
    return { TauxTva: rate, BaseHTCentimes: base, MontantTVACentimes: group.ttc - share - base };
  });
}

/** The discount HT each rate takes off its lines: the rate's lines HT less the rate's base. */
export function allowancesByRate(facture: Facture): { TauxTva: number; MontantHTCentimes: number }[] {
  return facture.Tva.map((tva) => ({
    TauxTva: tva.TauxTva,
    MontantHTCentimes:
      facture.Lignes.filter((line) => line.TauxTva === tva.TauxTva).reduce(
        (sum, line) => sum + line.MontantHTCentimes,
        0,
      ) - tva.BaseHTCentimes,
  }));
}

/** A customer who declared a company or a SIRET buys as a professional (Code de commerce L441-10 applies). */
function isProfessional(client: Schemas['IdentiteFacturation']): boolean {
  return client.RaisonSociale !== null || client.Siret !== null;
}

/** Everything the invoice shows, fixed when it is issued (contract Facture). */
export function invoiceContent(
  source: InvoiceSource,
  seller: Seller,
  issue: { id: number; numero: string; dateEmission: string; avoir: boolean; numeroFactureOrigine: string | null },
): Facture {
  // A reader checks each line as unit price × quantity: the line's HT amount is that product.
  const products = source.lines
    .filter((line) => line.idTypeProduit !== TYPE_PRODUIT.reduction)
    .map((line) => ({ ...line, montantHtCentimes: line.prixUnitaireHtCentimes * line.quantite }));
  const tva = vatSummary(products, source.montantReductionTtcCentimes);
  return {
    Id: issue.id,
    Numero: issue.numero,
    Avoir: issue.avoir,
    NumeroFactureOrigine: issue.numeroFactureOrigine,
    DateEmission: issue.dateEmission,
    IdCommande: source.idCommande,
    NumeroCommande: source.numeroCommande,
    Vendeur: seller,
    Client: source.facturation,
    Lignes: products.map((line) => ({
      Libelle: line.libelle,
      Quantite: line.quantite,
      PrixUnitaireHTCentimes: line.prixUnitaireHtCentimes,
      TauxTva: line.tauxTva,
      MontantHTCentimes: line.montantHtCentimes,
    })),
    TotalHTCentimes: tva.reduce((sum, rate) => sum + rate.BaseHTCentimes, 0),
    TotalTVACentimes: tva.reduce((sum, rate) => sum + rate.MontantTVACentimes, 0),
    TotalTTCCentimes: source.totalTtcCentimes,
    MontantReductionTTCCentimes: source.montantReductionTtcCentimes,
    Tva: tva,
    DatePaiement: source.datePaiement,
    MoyenPaiement: source.moyenPaiement,
    MentionsProfessionnel: isProfessional(source.facturation) ? PROFESSIONAL_MENTIONS : null,
  };
}
