import { describe, expect, it } from 'vitest';
import { servedSujets } from './servedSubjects.ts';
import {
  filterSubjects,
  findSubject,
  flattenSubjects,
  formatMatchCount,
  formatSubjectCodes,
  formatSubjectPath,
  normalizeSearchText,
  searchSubjects,
} from '../../../src/features/publications/utils/subjectTree.ts';

const entries = flattenSubjects(servedSujets);
const paths = (query: string) => filterSubjects(entries, query).map(formatSubjectPath);
const matched = (query: string) => {
  const { shown, matchCount } = searchSubjects(entries, query);
  return { count: matchCount, labels: shown.map((entry) => entry.label) };
};

describe('flattenSubjects', () => {
  it('lists every subject of the four levels in reading order, each with its path', () => {
    expect(entries.slice(0, 4).map((entry) => [entry.id, entry.level, formatSubjectPath(entry)])).toEqual([
      [1000, 1, 'Littérature'],
      [1100, 2, 'Littérature › Romans'],
      [1110, 3, 'Littérature › Romans › Romans historiques'],
      [1111, 4, 'Littérature › Romans › Romans historiques › Antiquité'],
    ]);
    expect(new Set(entries.map((entry) => entry.level))).toEqual(new Set([1, 2, 3, 4]));
    expect(findSubject(entries, 1111)?.ancestorIds).toEqual([1000, 1100, 1110]);
  });

  it('finds a subject by id, nothing for none', () => {
    expect(formatSubjectPath(findSubject(entries, 5112)!)).toBe(
      'Bande dessinée › Bande dessinée franco-belge › Aventure et humour › Aventure',
    );
    expect(findSubject(entries, null)).toBeUndefined();
    expect(findSubject(entries, 999_999)).toBeUndefined();
  });
});

describe('normalizeSearchText', () => {
  it('ignores case, accents, ligatures and hyphens', () => {
    expect(normalizeSearchText('  Littérature  ')).toBe('litterature');
    expect(normalizeSearchText('Shōnen')).toBe('shonen');
    expect(normalizeSearchText('Œuvres complètes')).toBe('oeuvres completes');
    expect(normalizeSearchText('Science-fiction')).toBe('science fiction');
    expect(normalizeSearchText('Romans d’espionnage')).toBe("romans d'espionnage");
  });
});

describe('filterSubjects', () => {
  it('finds a subject without its accents and keeps its ancestors', () => {
    // Littérature itself, and the subjects whose Thema heading or CLIL label says « littérature ».
    expect(paths('litterature')).toEqual([
      'Littérature',
      'Littérature › Romans',
      'Littérature › Romans › Romans contemporains',
      'Littérature › Nouvelles et récits',
    ]);
    expect(paths('PATISSERIE')).toEqual([
      'Vie pratique et loisirs',
      'Vie pratique et loisirs › Cuisine et boissons',
      'Vie pratique et loisirs › Cuisine et boissons › Pâtisserie',
    ]);
  });

  it('shows every place a label appears, in the order of the tree', () => {
    expect(paths('aventure')).toEqual([
      'Jeunesse',
      'Jeunesse › Romans jeunesse',
      'Jeunesse › Romans jeunesse › Romans 9-12 ans',
      'Jeunesse › Romans jeunesse › Romans 9-12 ans › Aventure',
      'Bande dessinée',
      'Bande dessinée › Bande dessinée franco-belge',
      'Bande dessinée › Bande dessinée franco-belge › Aventure et humour',
      'Bande dessinée › Bande dessinée franco-belge › Aventure et humour › Aventure',
      // Thema's « Bonne aventure et divination ».
      'Religion et spiritualité',
      'Religion et spiritualité › Spiritualités et ésotérisme',
      'Religion et spiritualité › Spiritualités et ésotérisme › Arts divinatoires',
    ]);
  });

  it('narrows with words of the path', () => {
    expect(paths('jeunesse aventure').at(-1)).toBe('Jeunesse › Romans jeunesse › Romans 9-12 ans › Aventure');
    expect(paths('jeunesse aventure')).not.toContain('Bande dessinée');
    expect(paths('science fiction')).toContain('Littérature › Romans › Science-fiction et fantasy › Science-fiction');
  });

  it('finds nothing for a word of no subject, everything for an empty search', () => {
    expect(paths('zzz introuvable')).toEqual([]);
    expect(filterSubjects(entries, '   ')).toHaveLength(entries.length);
  });

  it('finds a subject by its Thema code, without case, and by the beginning of a code', () => {
    expect(paths('fba')).toEqual([
      'Littérature',
      'Littérature › Romans',
      'Littérature › Romans › Romans contemporains',
    ]);
    expect(matched('XAMG')).toEqual({ count: 1, labels: ['Bande dessinée', 'Mangas', 'Shōnen'] });
    // « xam » begins codes, not the words of a heading (« examens »).
    expect(matched('xam').labels).toEqual(['Bande dessinée', 'Mangas', 'Shōnen', 'Shōjo']);
  });

  it('finds the subjects of a CLIL code, and by the CLIL label', () => {
    expect(matched('3448')).toEqual({
      count: 1,
      labels: ['Littérature', 'Romans', 'Romans policiers et thrillers', 'Romans policiers'],
    });
    expect(matched('3749')).toEqual({
      count: 3,
      labels: ['Jeunesse', 'Romans jeunesse', 'Romans 9-12 ans', 'Aventure', 'Fantastique et magie'],
    });
    // « Fantasy, Merveilleux » is the CLIL label of Fantasy alone.
    expect(matched('MERVEILLEUX')).toEqual({
      count: 1,
      labels: ['Littérature', 'Romans', 'Science-fiction et fantasy', 'Fantasy'],
    });
  });

  it('finds a subject by the words of its French Thema heading, without accents or case', () => {
    // « Roman policier et/ou de mystère » is the Thema heading of FF.
    expect(matched('mystere')).toEqual({
      count: 2,
      labels: ['Littérature', 'Romans', 'Romans policiers et thrillers', 'Romans policiers'],
    });
    expect(matched('Policier').labels).toEqual([
      'Littérature',
      'Romans',
      'Romans policiers et thrillers',
      'Romans policiers',
    ]);
    expect(matched('FF').count).toBe(2);
  });

  it('counts the subjects found, not the ancestors shown with them', () => {
    expect(matched('patisserie').count).toBe(1);
    expect(matched('zzz').count).toBe(0);
    expect(formatMatchCount(0, 'Pas de résultats')).toBe('Pas de résultats');
    expect(formatMatchCount(1, 'Pas de résultats')).toBe('1 sujet trouvé');
    expect(formatMatchCount(6, 'Pas de résultats')).toBe('6 sujets trouvés');
  });
});

describe('formatSubjectCodes', () => {
  it('writes the Thema code with its heading and the CLIL code with its label', () => {
    expect(formatSubjectCodes(findSubject(entries, 1110)!)).toBe(
      'Thema FV (Roman historique) · CLIL 3489 (Romans historiques)',
    );
    expect(formatSubjectCodes(findSubject(entries, 2300)!)).toBe('Thema JM (Psychologie) · CLIL 3134 (Psychologie)');
  });
});
