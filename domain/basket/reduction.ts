import { TYPE_REDUCTION } from '../referenceIds.ts';

/** How a reduction code reduces (IdTypeReduction): a percentage of what it applies to, or an amount in cents. */
export type TypeReduction = (typeof TYPE_REDUCTION)[keyof typeof TYPE_REDUCTION];

/** A stored IdTypeReduction read as one of the two kinds: anything but a percentage is an amount. */
export function typeReductionOf(idTypeReduction: number): TypeReduction {
  return idTypeReduction === TYPE_REDUCTION.pourcentage ? TYPE_REDUCTION.pourcentage : TYPE_REDUCTION.prix;
}

/**
 * What a reduction takes off `base` cents: `valeur` percent of it, rounded to the cent, or `valeur` cents;
 * never more than the base, never below zero.
 */
export function reductionAmount(idTypeReduction: TypeReduction, valeur: number, base: number): number {
  const amount = idTypeReduction === TYPE_REDUCTION.pourcentage ? Math.round((base * valeur) / 100) : valeur;
  return Math.max(0, Math.min(base, amount));
}
