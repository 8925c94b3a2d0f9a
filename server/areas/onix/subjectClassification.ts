import type { components } from '../../../openapi/generated/schema.d.ts';
import { CLIL_REFERENCE } from './clilReference.ts';
import { CLIL_CODE_OF_SUJET } from './subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from './subjectCodes.ts';
import { THEMA_REFERENCE } from './themaReference.ts';

type ClassementSujet = components['schemas']['ClassementSujet'];

/** A portal subject's classifications as the catalogue receives them: its Thema category and its CLIL one. */
export interface SubjectClassification {
  Thema: ClassementSujet | null;
  Clil: ClassementSujet | null;
}

/**
 * A Thema heading a French bookseller can read: EDItEUR's heading of the code's own row on an English page (no
 * French page of Thema could be checked). Headings the reference copied from other languages' pages, quoted mentions
 * and unseen parents give none.
 */
export function themaHeading(code: string): string | null {
  const entry = THEMA_REFERENCE[code];
  if (entry === undefined || entry.seenAs !== 'row') return null;
  const english = entry.source.includes('/thema/en/') || entry.source.includes('_en.html');
  return english ? entry.heading : null;
}

/** The Thema category (its code as label when no readable heading was checked) and the CLIL category, if any. */
export function classificationOf(idSujet: number | null): SubjectClassification {
  if (idSujet === null) return { Thema: null, Clil: null };
  const thema = SUBJECT_CODES_OF_SUJET[idSujet]?.thema;
  const clil = CLIL_CODE_OF_SUJET[idSujet];
  const clilEntry = clil === undefined ? undefined : CLIL_REFERENCE[clil];
  return {
    Thema: thema === undefined ? null : { Code: thema, Libelle: themaHeading(thema) ?? thema },
    Clil: clil === undefined || clilEntry === undefined ? null : { Code: clil, Libelle: clilEntry.label },
  };
}
