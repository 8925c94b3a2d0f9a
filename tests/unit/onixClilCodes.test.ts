// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { CLIL, clilCategory } from '../../server/areas/onix/classificationLists.ts';
import { classificationOf } from '../../server/areas/onix/public.ts';
import { CLIL_CODE_OF_SUJET } from '../../server/areas/onix/subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import { subjectsOf } from '../../server/areas/onix/subjects.ts';

function subjectIds(rows: readonly SujetRow[]): number[] {
  return rows.flatMap((row) => [row.Id, ...subjectIds(row.Enfants)]);
}

describe('classifications of the portal subjects', () => {
  it('reads the whole CLIL list of 2024-03-15: 1,304 codes on four levels under 24 top-level categories', () => {
    expect(CLIL.version).toBe('2024-03-15');
    const categories = [...CLIL.categories.values()];
    expect(categories).toHaveLength(1304);
    expect(categories.filter((c) => c.level === 1)).toHaveLength(24);
    for (const category of categories) {
      const parent = category.parent === null ? undefined : clilCategory(category.parent);
      expect(category.level, category.code).toBe(parent === undefined ? 1 : parent.level + 1);
      expect(category.parent === null || parent !== undefined, category.code).toBe(true);
    }
    expect(clilCategory('3448')).toEqual({ code: '3448', label: 'Romans policiers', parent: '3445', level: 3 });
  });

  it('gives every subject of the portal its Thema category and its CLIL category, and maps no subject the portal lacks', () => {
    const ids = subjectIds(sujets);
    expect(ids.filter((id) => classificationOf(id).Thema === null)).toEqual([]);
    expect(ids.filter((id) => classificationOf(id).Clil === null)).toEqual([]);
    expect(Object.keys(SUBJECT_CODES_OF_SUJET).map(Number).sort()).toEqual([...ids].sort());
    expect(Object.keys(CLIL_CODE_OF_SUJET).map(Number).sort()).toEqual([...ids].sort());
  });

  it('sends one CLIL code of the list for every subject, as scheme 29 beside the Thema main subject', () => {
    for (const id of subjectIds(sujets)) {
      const clil = subjectsOf(id).filter((s) => s.SubjectSchemeIdentifier === '29');
      expect(clil, String(id)).toEqual([
        { MainSubject: false, SubjectSchemeIdentifier: '29', SubjectCode: CLIL_CODE_OF_SUJET[id] },
      ]);
      expect(clilCategory(clil[0]!.SubjectCode), String(id)).toBeDefined();
    }
  });

  it('labels each CLIL code as the list does', () => {
    expect(classificationOf(1121)).toEqual({
      Thema: { Code: 'FF', Libelle: 'Roman policier et/ou de mystère' },
      Clil: { Code: '3448', Libelle: 'Romans policiers' },
    });
    expect(classificationOf(1122)).toEqual({
      Thema: { Code: 'FH', Libelle: 'Thriller / fiction à suspense' },
      Clil: { Code: '3453', Libelle: 'Thriller' },
    });
    expect(classificationOf(1300).Clil).toEqual({ Code: '3622', Libelle: 'Théâtre' });
    expect(classificationOf(4230).Clil).toEqual({ Code: '3751', Libelle: 'Romans' });
    for (const id of subjectIds(sujets)) {
      const clil = classificationOf(id).Clil;
      expect(clil?.Libelle, String(id)).toBe(clilCategory(clil?.Code ?? '')?.label);
    }
  });

  it('has no classification for no subject', () => {
    expect(classificationOf(null)).toEqual({ Thema: null, Clil: null });
    expect(subjectsOf(null)).toEqual([]);
  });
});
