import type { components } from '../../openapi/generated/schema.d.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';

type Panier = components['schemas']['Panier'];

/** The prices of one line as the order keeps them, whatever the catalogue becomes. */
export interface LineSnapshot {
  id: number;
  libelle: string;
  idTypeProduit: number;
  prixUnitaireTtcCentimes: number;
  prixUnitaireHtCentimes: number;
  tauxTva: number;
  montantTtcCentimes: number;
  montantHtCentimes: number;
}

function withoutTax(amountTtc: number, rate: number): number {
  return Math.round(amountTtc / (1 + rate / 100));
}

/**
 * Each line's prices from the basket the server priced. A product line's HT amounts come from its TTC at its VAT
 * rate; the discount line takes the rest of the HT total, so that the lines always add up to the order's totals.
 */
export function snapshotLines(panier: Panier): LineSnapshot[] {
  const snapshots = panier.listCommandeProduit.map((line) => ({
    id: line.Id,
    libelle: line.Produit.Libelle,
    idTypeProduit: line.Produit.IdTypeProduit,
    prixUnitaireTtcCentimes: line.PrixUnitaireTTCCentimes,
    prixUnitaireHtCentimes: withoutTax(line.PrixUnitaireTTCCentimes, line.Produit.TauxTva),
    tauxTva: line.Produit.TauxTva,
    montantTtcCentimes: line.MontantTTCCentimes,
    montantHtCentimes: withoutTax(line.MontantTTCCentimes, line.Produit.TauxTva),
  }));
  const products = snapshots.filter((line) => line.idTypeProduit !== TYPE_PRODUIT.reduction);
  const productsHt = products.reduce((sum, line) => sum + line.montantHtCentimes, 0);
  return snapshots.map((line) => {
    if (line.idTypeProduit !== TYPE_PRODUIT.reduction) return line;
    const montantHtCentimes = panier.TotalHTCentimes - productsHt;
    return { ...line, prixUnitaireHtCentimes: montantHtCentimes, montantHtCentimes };
  });
}
