import type { components } from '../../../openapi/generated/schema.d.ts';
import { clilCategory, themaCategory } from './classificationLists.ts';
import { CLIL_CODE_OF_SUJET } from './subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from './subjectCodes.ts';

type ClassementSujet = components['schemas']['ClassementSujet'];

/** A portal subject's classifications as the catalogue receives them: its Thema category and its CLIL one. */
export interface SubjectClassification {
  Thema: ClassementSujet | null;
  Clil: ClassementSujet | null;
}

/** The French heading of a Thema code, as Thema 1.6 in French prints it; null for a code the list lacks. */
export function themaHeading(code: string): string | null {
  return themaCategory(code)?.label ?? null;
}

/** The Thema category and the CLIL category of a subject, each with the label of its list. */
export function classificationOf(idSujet: number | null): SubjectClassification {
  if (idSujet === null) return { Thema: null, Clil: null };
  const thema = themaCategory(SUBJECT_CODES_OF_SUJET[idSujet]?.thema ?? '');
  const clil = clilCategory(CLIL_CODE_OF_SUJET[idSujet] ?? '');
  return {
    Thema: thema === undefined ? null : { Code: thema.code, Libelle: thema.label },
    Clil: clil === undefined ? null : { Code: clil.code, Libelle: clil.label },
  };
}
