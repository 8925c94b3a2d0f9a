import type { components } from '../../openapi/generated/schema.d.ts';
import { countItems } from '../../domain/basket/lines.ts';
import { reductionAmount } from '../../domain/basket/reduction.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import type { BasketProduit, BasketSession, BasketWorld } from './catalogueView.ts';
import type { Line } from './rules.ts';

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

/** The discount a reduction grants on these product lines, in cents: on the lines of its target, or on all. */
function reductionOnLines(produit: BasketProduit, lines: readonly { idProduit: number; montant: number }[]): number {
  const reduction = produit.reduction;
  if (!reduction) return 0;
  const base = lines
    .filter((line) => reduction.idProduitCible === null || line.idProduit === reduction.idProduitCible)
    .reduce((sum, line) => sum + line.montant, 0);
  return reductionAmount(reduction.idTypeReduction, reduction.valeur, base);
}

/**
 * The VAT included in a total: the discount is shared among the VAT rates in proportion to the
 * amounts it applies to, then each rate's tax is taken out of its TTC amount. HT + TVA = TTC exactly.
 */
function splitTax(groups: Map<number, number>, reduction: number): { ht: number; tva: number } {
  const total = [...groups.values()].reduce((sum, amount) => sum + amount, 0);
  let remaining = reduction;
  let ht = 0;
  let ttc = 0;
  const entries = [...groups.entries()];
  entries.forEach(([rate, amount], index) => {
    const share = index === entries.length - 1 ? remaining : total === 0 ? 0 : Math.round((reduction * amount) / total);
    remaining -= share;
    const net = amount - share;
    ttc += net;
    ht += Math.round(net / (1 + rate / 100));
  });
  return { ht, tva: ttc - ht };
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
  const amounts = products.map(({ line, produit }) => ({
    idProduit: line.idProduit,
    montant: produit.prixTtcCentimes * line.quantite,
    tauxTva: produit.tauxTva,
  }));
  const montantProduits = amounts.reduce((sum, line) => sum + line.montant, 0);
  const montantReduction = reductionLine ? reductionOnLines(reductionLine.produit, amounts) : 0;

  // The discount's VAT split follows the lines it applies to.
  const target = reductionLine?.produit.reduction?.idProduitCible ?? null;
  const groups = new Map<number, number>();
  for (const line of amounts) groups.set(line.tauxTva, (groups.get(line.tauxTva) ?? 0) + line.montant);
  let taxes: { ht: number; tva: number };
  if (target === null) {
    taxes = splitTax(groups, montantReduction);
  } else {
    const targeted = new Map<number, number>();
    const others = new Map<number, number>();
    for (const line of amounts) {
      const into = line.idProduit === target ? targeted : others;
      into.set(line.tauxTva, (into.get(line.tauxTva) ?? 0) + line.montant);
    }
    const a = splitTax(targeted, montantReduction);
    const b = splitTax(others, 0);
    taxes = { ht: a.ht + b.ht, tva: a.tva + b.tva };
  }

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
    MontantProduitsTTCCentimes: montantProduits,
    MontantReductionTTCCentimes: montantReduction,
    TotalTTCCentimes: montantProduits - montantReduction,
    TotalHTCentimes: taxes.ht,
    TotalTVACentimes: taxes.tva,
    MessageErreur: message,
  };
}
