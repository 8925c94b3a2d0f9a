import { parisDay } from '../parisDay.ts';
import { TYPE_PRODUIT } from '../referenceIds.ts';

/**
 * The version of the general terms of sale (CGV) a customer accepts when ordering; the order stores it. Raised with
 * every change of what the seeded CGV say (server/compose/seed/data/contenus.ts).
 */
export const VERSION_CGV = '2026-11-28';

/** The consumer's withdrawal period for a distance contract (Code de la consommation L221-18), in days. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** What the withdrawal rule needs to know of a basket line. */
export interface LineStart {
  idTypeProduit: number;
  /** The booked session's first day (ISO date) for a training line; null otherwise. */
  sessionStart: string | null;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the service of a line begins before the withdrawal period ends, so that the customer must expressly ask
 * for it to start (L221-25) and acknowledge losing the withdrawal right once it is performed (L221-28): a
 * referencing, an article or a subscription starts at once; a training when its session begins within the period.
 */
export function startsBeforeWithdrawalEnds(line: LineStart, today: string): boolean {
  switch (line.idTypeProduit) {
    case TYPE_PRODUIT.referencement:
    case TYPE_PRODUIT.article:
    case TYPE_PRODUIT.abonnement:
      return true;
    case TYPE_PRODUIT.formation:
      return line.sessionStart !== null && line.sessionStart <= addDays(today, WITHDRAWAL_PERIOD_DAYS);
    default:
      return false;
  }
}

/**
 * The order number the customer reads: `C`, the year it was placed (in Paris, as its invoice is dated), and the
 * order's id on six digits.
 */
export function commandeNumber(idCommande: number, placedAt: Date): string {
  return `C${parisDay(placedAt).slice(0, 4)}-${String(idCommande).padStart(6, '0')}`;
}

/** What the confirmation page reads of ConditionsCommande to say whether the order can be placed. */
export interface CheckoutFacts {
  LignesSansPublication: readonly number[];
  FormationParticulierRefusee: boolean;
  ExecutionImmediateRequise: boolean;
  Facturation: { Adresse: unknown };
  Panier: { listCommandeProduit: readonly unknown[] };
}

export type CheckoutBlocker = 'emptyBasket' | 'addressMissing' | 'publicationMissing' | 'trainingForIndividual';

/** Why the basket cannot be ordered as it stands, whatever the customer ticks: the server refuses the same. */
export function checkoutBlockers(facts: CheckoutFacts): CheckoutBlocker[] {
  return [
    ...(facts.Panier.listCommandeProduit.length === 0 ? (['emptyBasket'] as const) : []),
    ...(facts.Facturation.Adresse === null ? (['addressMissing'] as const) : []),
    ...(facts.LignesSansPublication.length > 0 ? (['publicationMissing'] as const) : []),
    ...(facts.FormationParticulierRefusee ? (['trainingForIndividual'] as const) : []),
  ];
}
