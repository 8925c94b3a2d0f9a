import type { components } from '../../../openapi/generated/schema.d.ts';
import { countItems } from '../../../domain/basket/lines.ts';
import { commandeTotals, type PricedLine } from '../../../domain/order/commandeTotals.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { BasketProduit, BasketSession, BasketWorld } from './catalogueView.ts';
import type { Line, MergeReport } from './rules.ts';

type Schemas = components['schemas'];

/** A stored line: a rule line with its id. */
export interface StoredLine extends Line {
  id: number;
}

/** A training session as the contract shows it, from its stored row or the basket's view of it. */
export function toSessionFormation(session: BasketSession): Schemas['SessionFormation'] {
  return {
    Id: session.id,
    DateDebut: session.dateDebut,
    DateFin: session.dateFin,
    Lieu: session.lieu,
    PlacesRestantes: session.placesRestantes,
  };
}

function toProduit(produit: BasketProduit): Schemas['Produit'] {
  return {
    Id: produit.id,
    IdTypeProduit: produit.idTypeProduit,
    IdRubrique: produit.idRubrique,
    Libelle: produit.libelle,
    Description: produit.description,
    PrixTTCCentimes: produit.prixTtcCentimes,
    TauxTva: produit.tauxTva,
    Rang: produit.rang,
    Visible: produit.visible,
    // The code itself never leaves the server.
    Reduction: produit.reduction
      ? {
          IdTypeReduction: produit.reduction.idTypeReduction,
          Valeur: produit.reduction.valeur,
          DateFin: produit.reduction.dateFin,
          IdProduitCible: produit.reduction.idProduitCible,
        }
      : null,
    Sessions: produit.sessions.map(toSessionFormation),
    Contenu: [],
  };
}

/** A product line as `commandeTotals` prices it: the catalogue's price and rate. */
function pricedLine(produit: BasketProduit, quantite: number): PricedLine {
  return {
    idProduit: produit.id,
    prixUnitaireTtcCentimes: produit.prixTtcCentimes,
    quantite,
    tauxTva: produit.tauxTva,
  };
}

/** The whole basket as the contract shows it, every amount computed from the products. */
export function toPanier(
  world: BasketWorld,
  idCommande: number | null,
  lines: readonly StoredLine[],
  message: string | null,
): Schemas['Panier'] {
  const known = lines.flatMap((line) => {
    const produit = world.produits.get(line.idProduit);
    return produit ? [{ line, produit }] : [];
  });
  const products = known.filter(({ produit }) => produit.idTypeProduit !== TYPE_PRODUIT.reduction);
  const reductionLine = known.find(({ produit }) => produit.idTypeProduit === TYPE_PRODUIT.reduction);
  const totals = commandeTotals(
    products.map(({ line, produit }) => pricedLine(produit, line.quantite)),
    reductionLine?.produit.reduction ?? null,
  );
  const montantReduction = totals.montantReductionTtcCentimes;

  const ordered = [...products, ...(reductionLine ? [reductionLine] : [])];
  const listCommandeProduit = ordered.map(({ line, produit }): Schemas['CommandeProduit'] => {
    const isReduction = produit.idTypeProduit === TYPE_PRODUIT.reduction;
    const publication = line.idPublication === null ? undefined : world.publications.get(line.idPublication);
    const session = produit.sessions.find((candidate) => candidate.id === line.idFormation);
    return {
      Id: line.id,
      Produit: toProduit(produit),
      Quantite: line.quantite,
      IdPublication: line.idPublication,
      IdFormation: line.idFormation,
      PrixUnitaireTTCCentimes: isReduction ? -montantReduction : produit.prixTtcCentimes,
      MontantTTCCentimes: isReduction ? -montantReduction : produit.prixTtcCentimes * line.quantite,
      MessageErreur: null,
      Publication: publication ? { Id: publication.id, Ean: publication.ean, Titre: publication.titre } : null,
      Formation: session ? toSessionFormation(session) : null,
    };
  });
  return {
    Id: ordered.length > 0 ? idCommande : null,
    IdEtatCommande: ETAT_COMMANDE.panier,
    CodeReduction: reductionLine?.produit.reduction?.code ?? null,
    listCommandeProduit,
    NombreArticles: countItems(listCommandeProduit),
    MontantProduitsTTCCentimes: totals.montantProduitsTtcCentimes,
    MontantReductionTTCCentimes: montantReduction,
    TotalTTCCentimes: totals.totalTtcCentimes,
    TotalHTCentimes: totals.totalHtCentimes,
    TotalTVACentimes: totals.totalTvaCentimes,
    MessageErreur: message,
  };
}

/** What a merge did, as the contract says it. */
export function toBilanFusion(report: MergeReport): Schemas['BilanFusion'] {
  return {
    LignesAjoutees: report.added,
    LignesReunies: report.joined,
    LignesEcartees: report.setAside.map((line) => ({
      IdProduit: line.idProduit,
      Libelle: line.libelle,
      Motif: line.motif,
    })),
  };
}
