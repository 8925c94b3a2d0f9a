// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import { subjectsOf } from '../../server/areas/onix/subjects.ts';
import { THEMA_REFERENCE } from '../../server/areas/onix/themaReference.ts';

function subjectIds(rows: readonly SujetRow[]): number[] {
  return rows.flatMap((row) => [row.Id, ...subjectIds(row.Enfants)]);
}

/** What the export sends in Thema (schemes 93 to 99) for every subject of the portal, as (scheme, code) pairs. */
function sentCodes(): { idSujet: number; scheme: string; code: string }[] {
  return subjectIds(sujets).flatMap((idSujet) =>
    subjectsOf(idSujet)
      .filter((s) => s.SubjectSchemeIdentifier !== '29')
      .map((s) => ({ idSujet, scheme: s.SubjectSchemeIdentifier, code: s.SubjectCode })),
  );
}

describe('Thema codes of the subject mapping', () => {
  it('sends only codes listed in the Thema reference, for every subject of the portal', () => {
    const sent = sentCodes();
    expect(sent.length).toBeGreaterThanOrEqual(subjectIds(sujets).length);
    expect(sent.filter((s) => THEMA_REFERENCE[s.code] === undefined)).toEqual([]);
  });

  it('holds every entry of the table, main subject and qualifiers, to the reference', () => {
    const unknown = Object.entries(SUBJECT_CODES_OF_SUJET).flatMap(([id, codes]) =>
      [codes.thema, ...codes.qualifiers.map((q) => q.code)]
        .filter((code) => THEMA_REFERENCE[code] === undefined)
        .map((code) => `${id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('sends subject categories as scheme 93, place qualifiers (1…) as 94 and time qualifiers (3…) as 96', () => {
    const schemeOf = (code: string): string => (code.startsWith('1') ? '94' : code.startsWith('3') ? '96' : '93');
    expect(sentCodes().filter((s) => s.scheme !== schemeOf(s.code))).toEqual([]);
  });

  it('cites an EDItEUR page for every reference entry, and a heading unless the code is only a parent', () => {
    for (const [code, entry] of Object.entries(THEMA_REFERENCE)) {
      expect(entry.source, code).toMatch(
        /^https:\/\/(ns\.editeur\.org\/thema\/[a-z-]+\/|www\.editeur\.org\/files\/Thema\/)/,
      );
      if (entry.seenAs === 'parent') {
        expect(entry.children, code).toMatch(new RegExp(`^${code}[A-Z0-9]`));
      } else {
        expect(entry.heading, code).toBeTruthy();
      }
    }
  });

  it('keeps the reference to the codes the table uses', () => {
    const used = new Set(
      Object.values(SUBJECT_CODES_OF_SUJET).flatMap((codes) => [codes.thema, ...codes.qualifiers.map((q) => q.code)]),
    );
    expect(Object.keys(THEMA_REFERENCE).filter((code) => !used.has(code))).toEqual([]);
  });
});
