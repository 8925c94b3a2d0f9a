// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { THEMA, themaCategory } from '../../server/areas/onix/classificationLists.ts';
import { classificationOf } from '../../server/areas/onix/public.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import { subjectsOf, THEMA_VERSION } from '../../server/areas/onix/subjects.ts';

function subjectIds(rows: readonly SujetRow[]): number[] {
  return rows.flatMap((row) => [row.Id, ...subjectIds(row.Enfants)]);
}

/** What the export sends in Thema (schemes 93 to 99) for every subject of the portal, as (scheme, code) pairs. */
function sentCodes(): { idSujet: number; scheme: string; code: string; version: string | undefined }[] {
  return subjectIds(sujets).flatMap((idSujet) =>
    subjectsOf(idSujet)
      .filter((s) => s.SubjectSchemeIdentifier !== '29')
      .map((s) => ({
        idSujet,
        scheme: s.SubjectSchemeIdentifier,
        code: s.SubjectCode,
        version: s.SubjectSchemeVersion,
      })),
  );
}

describe('Thema codes of the subject mapping', () => {
  it('reads Thema 1.6.0 in French: the subject categories A to Y and the qualifiers kept, each parent in the list', () => {
    expect(THEMA.version).toBe('1.6.0');
    expect(THEMA_VERSION).toBe('1.6');
    const codes = [...THEMA.categories.keys()];
    expect(codes.filter((code) => /^[A-Z]/.test(code))).toHaveLength(3422);
    expect(themaCategory('FF')).toEqual({ code: 'FF', label: 'Roman policier et/ou de mystère', parent: 'F' });
    expect(themaCategory('1DDF-FR-F')?.label).toBe('Bretagne');
    const orphans = [...THEMA.categories.values()].filter((c) => c.parent !== null && !THEMA.categories.has(c.parent));
    expect(orphans).toEqual([]);
  });

  it('sends only codes of Thema 1.6, version 1.6, for every subject of the portal', () => {
    const sent = sentCodes();
    expect(sent.length).toBeGreaterThanOrEqual(subjectIds(sujets).length);
    expect(sent.filter((s) => themaCategory(s.code) === undefined)).toEqual([]);
    expect(sent.every((s) => s.version === '1.6')).toBe(true);
  });

  it('holds every entry of the table, main subject and codes beside it, to the Thema list', () => {
    const unknown = Object.entries(SUBJECT_CODES_OF_SUJET).flatMap(([id, codes]) =>
      [codes.thema, ...codes.secondary.map((q) => q.code)]
        .filter((code) => themaCategory(code) === undefined)
        .map((code) => `${id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('sends subject categories as scheme 93, place qualifiers (1…) as 94 and time qualifiers (3…) as 96', () => {
    const schemeOf = (code: string): string => (code.startsWith('1') ? '94' : code.startsWith('3') ? '96' : '93');
    expect(sentCodes().filter((s) => s.scheme !== schemeOf(s.code))).toEqual([]);
  });

  it('gives each subject the French heading of its Thema category', () => {
    expect(classificationOf(1121).Thema).toEqual({ Code: 'FF', Libelle: 'Roman policier et/ou de mystère' });
    expect(classificationOf(1150).Thema).toEqual({
      Code: 'FBA',
      Libelle: 'Littérature moderne et contemporaine : générale et littéraire',
    });
    expect(classificationOf(7100).Thema).toEqual({ Code: 'QRM', Libelle: 'Christianisme' });
    expect(classificationOf(2113).Thema).toEqual({ Code: 'NHWR7', Libelle: 'Seconde Guerre mondiale' });
    for (const id of subjectIds(sujets)) {
      const thema = classificationOf(id).Thema;
      expect(thema?.Libelle, String(id)).toBe(themaCategory(thema?.Code ?? '')?.label);
    }
  });
});
