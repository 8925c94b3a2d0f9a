import type { Subject } from './model.ts';
import { SUBJECT_CODES_OF_SUJET } from './subjectCodes.ts';

/** The version of Thema the table's codes are taken from. */
export const THEMA_VERSION = '1.6';

/** A portal subject (IdSujet) as its Thema subject category, the main one, and its Thema qualifiers. */
export function subjectsOf(idSujet: number | null): Subject[] {
  const codes = idSujet === null ? undefined : SUBJECT_CODES_OF_SUJET[idSujet];
  if (codes === undefined) return [];
  return [
    { MainSubject: true, SubjectSchemeIdentifier: '93', SubjectSchemeVersion: THEMA_VERSION, SubjectCode: codes.thema },
    ...codes.qualifiers.map((q) => ({
      MainSubject: false,
      SubjectSchemeIdentifier: q.scheme,
      SubjectSchemeVersion: THEMA_VERSION,
      SubjectCode: q.code,
    })),
  ];
}
