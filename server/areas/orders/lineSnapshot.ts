import type { components } from '../../../openapi/generated/schema.d.ts';
import { typeReductionOf } from '../../../domain/basket/reduction.ts';
import { commandeTotals, type Remise } from '../../../domain/order/commandeTotals.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';

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

/**
 * Each line's prices from the basket the server priced, by `commandeTotals`: a product line's amounts without VAT are
 * its share of its rate's, and the discount line takes off the discount without VAT, so that the lines add up to the
 * order's totals.
 */
export function snapshotLines(panier: Panier): LineSnapshot[] {
  const products = panier.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit !== TYPE_PRODUIT.reduction);
  const reduction = panier.listCommandeProduit.find((line) => line.Produit.IdTypeProduit === TYPE_PRODUIT.reduction)
    ?.Produit.Reduction;
  const remise: Remise | null = reduction
    ? {
        idTypeReduction: typeReductionOf(reduction.IdTypeReduction),
        valeur: reduction.Valeur,
        idProduitCible: reduction.IdProduitCible ?? null,
      }
    : null;
  const totals = commandeTotals(
    products.map((line) => ({
      idProduit: line.Produit.Id,
      prixUnitaireTtcCentimes: line.PrixUnitaireTTCCentimes,
      quantite: line.Quantite,
      tauxTva: line.Produit.TauxTva,
    })),
    remise,
  );
  if (totals.totalTtcCentimes !== panier.TotalTTCCentimes) throw new Error('the basket was priced otherwise');
  return panier.listCommandeProduit.map((line) => {
    const shared = {
      id: line.Id,
      libelle: line.Produit.Libelle,
      idTypeProduit: line.Produit.IdTypeProduit,
      tauxTva: line.Produit.TauxTva,
      prixUnitaireTtcCentimes: line.PrixUnitaireTTCCentimes,
      montantTtcCentimes: line.MontantTTCCentimes,
    };
    const index = products.indexOf(line);
    if (index < 0)
      return {
        ...shared,
        prixUnitaireHtCentimes: -totals.montantReductionHtCentimes,
        montantHtCentimes: -totals.montantReductionHtCentimes,
      };
    const amounts = totals.lignes[index]!;
    return {
      ...shared,
      prixUnitaireHtCentimes: amounts.prixUnitaireHtCentimes,
      montantHtCentimes: amounts.montantHtCentimes,
    };
  });
}
