import { TYPE_REDUCTION } from '../referenceIds.ts';
import { REDUCTION_MESSAGES } from './boProductTexts.ts';

/** A discount's kind, value and validity as the back office types them (ReductionValidite). */
export interface ReductionValidite {
  IdTypeReduction: number;
  Valeur: number;
  DateDebut: string | null;
  DateFin: string | null;
}

export type ReductionField = 'Valeur' | 'DateFin' | 'CodeReduction' | 'Libelle';
export type ReductionErrors = Partial<Record<ReductionField, string>>;

export const POURCENTAGE_MAX = 100;
const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** A code as it is stored and compared: trimmed, in capitals. */
export function normalisedCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What is wrong with a discount's value and dates: a percentage from 1 to 100, an amount above 0, start ≤ end. */
export function validiteErrors(values: ReductionValidite): ReductionErrors {
  const errors: ReductionErrors = {};
  if (values.IdTypeReduction === TYPE_REDUCTION.pourcentage) {
    if (!Number.isInteger(values.Valeur) || values.Valeur < 1 || values.Valeur > POURCENTAGE_MAX)
      errors.Valeur = REDUCTION_MESSAGES.percentRange;
  } else if (!Number.isInteger(values.Valeur) || values.Valeur < 1) {
    errors.Valeur = REDUCTION_MESSAGES.amountPositive;
  }
  if (values.DateDebut !== null && values.DateFin !== null && values.DateDebut > values.DateFin)
    errors.DateFin = REDUCTION_MESSAGES.datesOrder;
  return errors;
}

/** What is wrong with a new code: its label and the code's own form, besides its value and dates. */
export function creationErrors(
  values: ReductionValidite & { Libelle: string; CodeReduction: string },
): ReductionErrors {
  const errors: ReductionErrors = {};
  if (values.Libelle.trim() === '') errors.Libelle = REDUCTION_MESSAGES.labelRequired;
  if (!CODE_PATTERN.test(normalisedCode(values.CodeReduction))) errors.CodeReduction = REDUCTION_MESSAGES.codeFormat;
  return { ...errors, ...validiteErrors(values) };
}

/** Where a code stands on `today` (ISO dates compare as text). */
export type ValiditeEtat = 'aVenir' | 'valable' | 'expire';

export function validiteEtat(
  { DateDebut, DateFin }: Pick<ReductionValidite, 'DateDebut' | 'DateFin'>,
  today: string,
): ValiditeEtat {
  if (DateDebut !== null && today < DateDebut) return 'aVenir';
  if (DateFin !== null && DateFin < today) return 'expire';
  return 'valable';
}
