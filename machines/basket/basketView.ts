import { countItems, keyOfLine } from '../../domain/basket/lines.ts';
import { maxQuantity, QUANTITE_MIN } from '../../domain/basket/quantity.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';
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
  /** What the server says of the line (a private person's training, a capped quantity…). */
  message: string | null;
  /**
   * Before the customer is known, a training's line states the rule for private persons (its text is the page's, so
   * that it stays out of the code every page loads).
   */
  statesTrainingRule: boolean;
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

/** What every line shows and allows, whoever holds it, from its product, quantity, publication and session. */
function lineView(
  line: {
    Produit: { Id: number; IdTypeProduit: number; Libelle: string };
    Quantite: number;
    IdPublication: number | null;
    IdFormation: number | null;
  },
  shown: Pick<
    BasketLineView,
    | 'prixUnitaireTTCCentimes'
    | 'montantTTCCentimes'
    | 'publicationTitre'
    | 'formation'
    | 'message'
    | 'statesTrainingRule'
  >,
): BasketLineView {
  const key = keyOfLine(line);
  const idTypeProduit = line.Produit.IdTypeProduit;
  return {
    key,
    id: lineId(key),
    libelle: line.Produit.Libelle,
    idTypeProduit,
    quantite: line.Quantite,
    ...shown,
    canIncrease: line.Quantite < maxQuantity(idTypeProduit),
    canDecrease: line.Quantite > QUANTITE_MIN,
    isReduction: idTypeProduit === TYPE_PRODUIT.reduction,
    needsPublication: idTypeProduit === TYPE_PRODUIT.referencement && line.IdPublication === null,
  };
}

export function localBasketView(basket: LocalBasket): BasketView {
  const lines = basket.lines.map((line) =>
    lineView(line, {
      prixUnitaireTTCCentimes: line.Produit.PrixTTCCentimes,
      montantTTCCentimes: line.Produit.PrixTTCCentimes * line.Quantite,
      publicationTitre: null,
      formation: line.Formation,
      message: null,
      statesTrainingRule: line.Produit.IdTypeProduit === TYPE_PRODUIT.formation,
    }),
  );
  const total = lines.reduce((sum, line) => sum + line.montantTTCCentimes, 0);
  return {
    lines,
    count: countItems(basket.lines),
    totals: { produitsTTCCentimes: total, reductionTTCCentimes: 0, totalTTCCentimes: total },
    codeReduction: null,
  };
}

export function serverBasketView(panier: Panier): BasketView {
  const lines = panier.listCommandeProduit.map((line) =>
    lineView(line, {
      prixUnitaireTTCCentimes: line.PrixUnitaireTTCCentimes,
      montantTTCCentimes: line.MontantTTCCentimes,
      publicationTitre: line.Publication ? (line.Publication.Titre ?? line.Publication.Ean) : null,
      formation: line.Formation
        ? { Id: line.Formation.Id, DateDebut: line.Formation.DateDebut, DateFin: line.Formation.DateFin }
        : null,
      message: line.MessageErreur ?? null,
      statesTrainingRule: false,
    }),
  );
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
