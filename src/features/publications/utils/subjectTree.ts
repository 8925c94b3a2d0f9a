import type { components } from '../../../../openapi/generated/schema.d.ts';

/** A subject of the four-level tree (StaticData/Get_SujetOuvrage). */
export type Subject = components['schemas']['SujetOuvrage'];

/** A code of a classification with its label (a Thema category, a CLIL one). */
export type SubjectClassification = components['schemas']['ClassementSujet'];

/** A subject placed in the tree: its labels from the top level down, the ids above it, its classifications. */
export interface SubjectEntry {
  id: number;
  label: string;
  level: number;
  path: readonly string[];
  ancestorIds: readonly number[];
  thema: SubjectClassification | null;
  clil: SubjectClassification | null;
}

export const SUBJECT_PATH_SEPARATOR = ' › ';

/** The tree in reading order (each subject followed by its children), every entry knowing its path. */
export function flattenSubjects(tree: readonly Subject[]): SubjectEntry[] {
  const entries: SubjectEntry[] = [];
  const visit = (subjects: readonly Subject[], path: readonly string[], ancestorIds: readonly number[]) => {
    for (const subject of subjects) {
      const own = [...path, subject.Libelle];
      entries.push({
        id: subject.Id,
        label: subject.Libelle,
        level: subject.Niveau,
        path: own,
        ancestorIds,
        thema: subject.Thema,
        clil: subject.Clil,
      });
      visit(subject.Enfants, own, [...ancestorIds, subject.Id]);
    }
  };
  visit(tree, [], []);
  return entries;
}

/**
 * Text as a search compares it: without case, accents or ligatures, typographic apostrophes as plain ones,
 * hyphens as spaces ("Science-fiction" is found by "science fiction").
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’ʼ]/g, "'")
    .replace(/[-‐–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a word names one of the subject's codes: the code itself or its beginning ("ff" finds FF and FFP). */
function isCodeOf(entry: SubjectEntry, word: string): boolean {
  return [entry.thema, entry.clil].some(
    (classification) => classification !== null && normalizeSearchText(classification.Code).startsWith(word),
  );
}

/**
 * Whether a word of the text begins with `word`: « policier » is in « Roman policier et/ou de mystère », « xam » is
 * not in « examens », so a code's beginning does not find every heading that happens to hold its letters.
 */
function hasWordStartingWith(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** The subject's own words: its label, its French Thema heading and its CLIL label. */
function ownText(entry: SubjectEntry): string {
  return normalizeSearchText(
    [entry.label, entry.thema?.Libelle ?? '', entry.clil?.Libelle ?? ''].filter(Boolean).join(' '),
  );
}

/**
 * A subject matches when every word searched is in its path, its own words or its codes, and at least one is in
 * its own words or codes, so that "romans xixe" finds "XIXe siècle" under "Romans historiques" without listing
 * every novel, "FBA" finds the subject classed Thema FBA and "3448" the one classed CLIL 3448.
 */
function matches(entry: SubjectEntry, words: readonly string[]): boolean {
  const own = ownText(entry);
  const path = normalizeSearchText(entry.path.join(' '));
  const isOwn = (word: string) => hasWordStartingWith(own, word) || isCodeOf(entry, word);
  return words.every((word) => hasWordStartingWith(path, word) || isOwn(word)) && words.some(isOwn);
}

/** The entries that match `query`, with their ancestors so that each match shows where it sits; all when empty. */
export function filterSubjects(entries: readonly SubjectEntry[], query: string): SubjectEntry[] {
  return searchSubjects(entries, query).shown;
}

/** What a search shows (matches and their ancestors, in the order of the tree) and how many subjects matched. */
export interface SubjectSearch {
  shown: SubjectEntry[];
  matchCount: number;
}

export function searchSubjects(entries: readonly SubjectEntry[], query: string): SubjectSearch {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return { shown: [...entries], matchCount: entries.length };
  const kept = new Set<number>();
  let matchCount = 0;
  for (const entry of entries) {
    if (!matches(entry, words)) continue;
    matchCount += 1;
    kept.add(entry.id);
    for (const id of entry.ancestorIds) kept.add(id);
  }
  return { shown: entries.filter((entry) => kept.has(entry.id)), matchCount };
}

export function findSubject(entries: readonly SubjectEntry[], id: number | null | undefined): SubjectEntry | undefined {
  return id == null ? undefined : entries.find((entry) => entry.id === id);
}

function formatClassification(scheme: string, classification: SubjectClassification | null): string | null {
  if (classification === null) return null;
  const { Code, Libelle } = classification;
  return Libelle === Code ? `${scheme} ${Code}` : `${scheme} ${Code} (${Libelle})`;
}

/** « Thema FV (Roman historique) · CLIL 3489 (Romans historiques) »; empty when the subject has no classification. */
export function formatSubjectCodes(entry: SubjectEntry): string {
  return [formatClassification('Thema', entry.thema), formatClassification('CLIL', entry.clil)]
    .filter(Boolean)
    .join(' · ');
}

/** « 3 sujets trouvés », « Pas de résultats »: what a search found, as it is announced. */
export function formatMatchCount(count: number, noResults: string): string {
  if (count === 0) return noResults;
  return count === 1 ? '1 sujet trouvé' : `${count} sujets trouvés`;
}

/** "Littérature › Romans › Romans historiques". */
export function formatSubjectPath(entry: SubjectEntry): string {
  return entry.path.join(SUBJECT_PATH_SEPARATOR);
}
