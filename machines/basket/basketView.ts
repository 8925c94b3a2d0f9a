import { countItems, keyOfLocal, MIN_QUANTITY, maxQuantity, TYPE_REDUCTION, TYPE_REFERENCING } from './localBasket.ts';
import type { LineKey, LocalBasket, Panier, SessionResume } from './types.ts';

/** A basket line as the screens show it, whoever holds the basket. */
export interface BasketLineView {
  key: LineKey;
  /** Stable across renders, for React lists and element ids. */
  id: string;
  libelle: string;
  idTypeProduit: number;
  quantite: number;
  prixUnitaireTTCCentimes: number;
  montantTTCCentimes: number;
  publicationTitre: string | null;
  formation: SessionResume | null;
  canIncrease: boolean;
  canDecrease: boolean;
  /** A reduction line: computed by the server from the code, never edited. */
  isReduction: boolean;
  /** A referencing line without one of the customer's publications: the basket cannot be validated yet. */
  needsPublication: boolean;
  message: string | null;
}

export interface BasketTotals {
  produitsTTCCentimes: number;
  reductionTTCCentimes: number;
  totalTTCCentimes: number;
}

export interface BasketView {
  lines: BasketLineView[];
  /** Items beside « Mon Panier », reductions left out. */
  count: number;
  totals: BasketTotals;
  codeReduction: string | null;
}

export function lineId(key: LineKey): string {
  return `${key.IdProduit}-${key.IdPublication ?? 0}-${key.IdFormation ?? 0}`;
}

function quantityBounds(quantite: number, idTypeProduit: number) {
  return { canIncrease: quantite < maxQuantity(idTypeProduit), canDecrease: quantite > MIN_QUANTITY };
}

export function localBasketView(basket: LocalBasket): BasketView {
  const lines = basket.lines.map((line): BasketLineView => {
    const key = keyOfLocal(line);
    return {
      key,
      id: lineId(key),
      libelle: line.Produit.Libelle,
      idTypeProduit: line.Produit.IdTypeProduit,
      quantite: line.Quantite,
      prixUnitaireTTCCentimes: line.Produit.PrixTTCCentimes,
      montantTTCCentimes: line.Produit.PrixTTCCentimes * line.Quantite,
      publicationTitre: null,
      formation: line.Formation,
      ...quantityBounds(line.Quantite, line.Produit.IdTypeProduit),
      isReduction: line.Produit.IdTypeProduit === TYPE_REDUCTION,
      needsPublication: line.Produit.IdTypeProduit === TYPE_REFERENCING && line.IdPublication === null,
      message: null,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.montantTTCCentimes, 0);
  return {
    lines,
    count: countItems(basket.lines),
    totals: { produitsTTCCentimes: total, reductionTTCCentimes: 0, totalTTCCentimes: total },
    codeReduction: null,
  };
}

export function serverBasketView(panier: Panier): BasketView {
  const lines = panier.listCommandeProduit.map((line): BasketLineView => {
    const key = { IdProduit: line.Produit.Id, IdPublication: line.IdPublication, IdFormation: line.IdFormation };
    return {
      key,
      id: lineId(key),
      libelle: line.Produit.Libelle,
      idTypeProduit: line.Produit.IdTypeProduit,
      quantite: line.Quantite,
      prixUnitaireTTCCentimes: line.PrixUnitaireTTCCentimes,
      montantTTCCentimes: line.MontantTTCCentimes,
      publicationTitre: line.Publication ? (line.Publication.Titre ?? line.Publication.Ean) : null,
      formation: line.Formation ? { Id: line.Formation.Id, DateDebut: line.Formation.DateDebut, DateFin: line.Formation.DateFin } : null,
      ...quantityBounds(line.Quantite, line.Produit.IdTypeProduit),
      isReduction: line.Produit.IdTypeProduit === TYPE_REDUCTION,
      needsPublication: line.Produit.IdTypeProduit === TYPE_REFERENCING && line.IdPublication === null,
      message: line.MessageErreur ?? null,
    };
  });
  return {
    lines,
    count: countItems(panier.listCommandeProduit),
    totals: {
      produitsTTCCentimes: panier.MontantProduitsTTCCentimes,
      reductionTTCCentimes: panier.MontantReductionTTCCentimes,
      totalTTCCentimes: panier.TotalTTCCentimes,
    },
    codeReduction: panier.CodeReduction,
  };
}
