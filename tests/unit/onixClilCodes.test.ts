// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { CLIL_REFERENCE } from '../../server/areas/onix/clilReference.ts';
import { classificationOf } from '../../server/areas/onix/public.ts';
import { CLIL_CODE_OF_SUJET } from '../../server/areas/onix/subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import { subjectsOf } from '../../server/areas/onix/subjects.ts';

function subjectIds(rows: readonly SujetRow[]): number[] {
  return rows.flatMap((row) => [row.Id, ...subjectIds(row.Enfants)]);
}

describe('classifications of the portal subjects', () => {
  it('gives every subject of the portal its Thema category, and maps no subject the portal lacks', () => {
    const ids = subjectIds(sujets);
    expect(ids.filter((id) => classificationOf(id).Thema === null)).toEqual([]);
    expect(Object.keys(SUBJECT_CODES_OF_SUJET).map(Number).sort()).toEqual([...ids].sort());
    expect(
      Object.keys(CLIL_CODE_OF_SUJET)
        .map(Number)
        .filter((id) => !ids.includes(id)),
    ).toEqual([]);
  });

  it('sends only CLIL codes of the checked reference, as scheme 29 beside the Thema main subject', () => {
    const sent = subjectIds(sujets).flatMap((id) => subjectsOf(id).filter((s) => s.SubjectSchemeIdentifier === '29'));
    expect(sent.length).toBe(Object.keys(CLIL_CODE_OF_SUJET).length);
    expect(sent.filter((s) => CLIL_REFERENCE[s.SubjectCode] === undefined)).toEqual([]);
    expect(sent.every((s) => !s.MainSubject && /^\d{4}$/.test(s.SubjectCode))).toBe(true);
  });

  it('labels each CLIL code as the reference does, and cites where each was read', () => {
    expect(classificationOf(1122)).toEqual({
      Thema: { Code: 'FH', Libelle: 'Thriller / suspense fiction' },
      Clil: { Code: '3442', Libelle: 'Romans' },
    });
    expect(classificationOf(4221).Clil).toEqual({ Code: '3751', Libelle: 'Romans' });
    expect(classificationOf(1300).Clil).toBeNull();
    for (const [code, entry] of Object.entries(CLIL_REFERENCE)) {
      expect(entry.source, code).toMatch(/^https:\/\/github\.com\/immateriel\/im_onix\/blob\/master\/test\/fixtures\//);
      expect(entry.label, code).toBeTruthy();
    }
    const used = new Set(Object.values(CLIL_CODE_OF_SUJET));
    expect(Object.keys(CLIL_REFERENCE).filter((code) => !used.has(code))).toEqual([]);
  });

  it('has no classification for no subject', () => {
    expect(classificationOf(null)).toEqual({ Thema: null, Clil: null });
    expect(subjectsOf(null)).toEqual([]);
  });
});
