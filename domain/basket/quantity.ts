import { TYPE_PRODUIT } from '../referenceIds.ts';

/** Quantity of a basket line (spec 2 §9): at least 1, at most 10, capped with a warning. */
export const QUANTITE_MIN = 1;
export const QUANTITE_MAX = 10;

/**
 * A subscription is held once (the server refuses a second one); any other product up to the cap, as is a line
 * whose product type is not known.
 */
export function maxQuantity(idTypeProduit: number | undefined): number {
  return idTypeProduit === TYPE_PRODUIT.abonnement ? 1 : QUANTITE_MAX;
}

/** A quantity brought within the line's bounds; anything that is not a number counts as the minimum. */
export function clampQuantity(quantite: number, idTypeProduit: number | undefined): number {
  return Math.min(Math.max(Math.trunc(quantite) || QUANTITE_MIN, QUANTITE_MIN), maxQuantity(idTypeProduit));
}
