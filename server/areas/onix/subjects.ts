import type { Subject } from './model.ts';
import { CLIL_CODE_OF_SUJET } from './subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from './subjectCodes.ts';

/** The version of Thema the table's codes are taken from. */
export const THEMA_VERSION = '1.6';

/**
 * A portal subject (IdSujet) as its Thema subject category, the main one, its Thema qualifiers and, where one was
 * checked, its CLIL category (scheme 29, which French booksellers shelve by; no SubjectSchemeVersion, which both
 * XSDs leave optional and the CLIL records read did not carry).
 */
export function subjectsOf(idSujet: number | null): Subject[] {
  const codes = idSujet === null ? undefined : SUBJECT_CODES_OF_SUJET[idSujet];
  if (codes === undefined) return [];
  const clil = idSujet === null ? undefined : CLIL_CODE_OF_SUJET[idSujet];
  return [
    { MainSubject: true, SubjectSchemeIdentifier: '93', SubjectSchemeVersion: THEMA_VERSION, SubjectCode: codes.thema },
    ...codes.qualifiers.map((q) => ({
      MainSubject: false,
      SubjectSchemeIdentifier: q.scheme,
      SubjectSchemeVersion: THEMA_VERSION,
      SubjectCode: q.code,
    })),
    ...(clil === undefined ? [] : [{ MainSubject: false, SubjectSchemeIdentifier: '29', SubjectCode: clil }]),
  ];
}
