import type { components } from '../../../openapi/generated/schema.d.ts';
import { PROFESSIONAL_MENTIONS } from '../../../domain/invoice/invoiceMentions.ts';
import { commandeTotals, type CommandeTotals } from '../../../domain/order/commandeTotals.ts';
import { TYPE_PRODUIT, TYPE_REDUCTION } from '../../../domain/referenceIds.ts';
import type { Seller } from '../../platform/config/seller.ts';

type Schemas = components['schemas'];
type Facture = Schemas['Facture'];

/** An order line as the order kept it when it was placed. */
export interface InvoicedLine {
  idProduit: number;
  libelle: string;
  idTypeProduit: number;
  quantite: number;
  prixUnitaireTtcCentimes: number;
  tauxTva: number;
}

export interface InvoiceSource {
  idCommande: number;
  numeroCommande: string;
  facturation: Schemas['IdentiteFacturation'];
  lines: readonly InvoicedLine[];
  codeReduction: string | null;
  montantReductionTtcCentimes: number;
  /** The product the discount applied to; null when it applied to every line. */
  idProduitCible: number | null;
  datePaiement: string | null;
  moyenPaiement: string | null;
}

/**
 * The order's amounts by `commandeTotals`, from its lines at the prices of the day it was placed and the discount it
 * granted: an amount off the lines it applied to is shared among them exactly as when the order was placed.
 */
function invoiceTotals(products: readonly InvoicedLine[], source: InvoiceSource): CommandeTotals {
  const remise =
    source.montantReductionTtcCentimes > 0
      ? {
          idTypeReduction: TYPE_REDUCTION.prix,
          valeur: source.montantReductionTtcCentimes,
          idProduitCible: source.idProduitCible,
        }
      : null;
  return commandeTotals(products, remise);
}

type StoredTva = Omit<Schemas['TvaFacture'], 'RemiseHTCentimes'> & { RemiseHTCentimes?: number };
type StoredFacture = Omit<Facture, 'CodeReduction' | 'Tva'> & { CodeReduction?: string | null; Tva: StoredTva[] };

/**
 * An invoice as it was stored when issued. One issued before the code and each rate's allowance were written down
 * reads them as the code unknown and the allowance its rate's lines less its base (EN 16931 BR-S-08).
 */
export function storedFacture(contenu: unknown): Facture {
  const facture = contenu as StoredFacture;
  return {
    ...facture,
    CodeReduction: facture.CodeReduction ?? null,
    Tva: facture.Tva.map((tva) => ({
      ...tva,
      RemiseHTCentimes:
        tva.RemiseHTCentimes ??
        facture.Lignes.filter((ligne) => ligne.TauxTva === tva.TauxTva).reduce(
          (sum, ligne) => sum + ligne.MontantHTCentimes,
          0,
        ) - tva.BaseHTCentimes,
    })),
  };
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
  const products = source.lines.filter((line) => line.idTypeProduit !== TYPE_PRODUIT.reduction);
  const totals = invoiceTotals(products, source);
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
    Lignes: products.map((line, index) => ({
      Libelle: line.libelle,
      Quantite: line.quantite,
      PrixUnitaireHTCentimes: totals.lignes[index]!.prixUnitaireHtCentimes,
      TauxTva: line.tauxTva,
      MontantHTCentimes: totals.lignes[index]!.montantHtCentimes,
    })),
    TotalHTCentimes: totals.totalHtCentimes,
    TotalTVACentimes: totals.totalTvaCentimes,
    TotalTTCCentimes: totals.totalTtcCentimes,
    CodeReduction: source.codeReduction,
    MontantReductionTTCCentimes: totals.montantReductionTtcCentimes,
    Tva: totals.tva.map((rate) => ({
      TauxTva: rate.tauxTva,
      BaseHTCentimes: rate.baseHtCentimes,
      MontantTVACentimes: rate.montantTvaCentimes,
      RemiseHTCentimes: rate.remiseHtCentimes,
    })),
    DatePaiement: source.datePaiement,
    MoyenPaiement: source.moyenPaiement,
    MentionsProfessionnel: isProfessional(source.facturation) ? PROFESSIONAL_MENTIONS : null,
  };
}
