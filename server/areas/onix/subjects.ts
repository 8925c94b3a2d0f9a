import { THEMA } from './classificationLists.ts';
import type { Subject } from './model.ts';
import { CLIL_CODE_OF_SUJET } from './subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from './subjectCodes.ts';

/** The version of Thema the table's codes are taken from, as ONIX's SubjectSchemeVersion writes it (1.6). */
export const THEMA_VERSION = THEMA.version.split('.').slice(0, 2).join('.');

/**
 * A portal subject (IdSujet) as its Thema subject category, the main one, the Thema codes sent beside it and its CLIL
 * category (scheme 29, which French booksellers shelve by; no SubjectSchemeVersion, which both XSDs leave optional:
 * the list is `classifications/clil.json`).
 */
export function subjectsOf(idSujet: number | null): Subject[] {
  const codes = idSujet === null ? undefined : SUBJECT_CODES_OF_SUJET[idSujet];
  if (codes === undefined) return [];
  const clil = idSujet === null ? undefined : CLIL_CODE_OF_SUJET[idSujet];
  return [
    { MainSubject: true, SubjectSchemeIdentifier: '93', SubjectSchemeVersion: THEMA_VERSION, SubjectCode: codes.thema },
    ...codes.secondary.map((code) => ({
      MainSubject: false,
      SubjectSchemeIdentifier: code.scheme,
      SubjectSchemeVersion: THEMA_VERSION,
      SubjectCode: code.code,
    })),
    ...(clil === undefined ? [] : [{ MainSubject: false, SubjectSchemeIdentifier: '29', SubjectCode: clil }]),
  ];
}
