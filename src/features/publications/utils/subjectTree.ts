import type { components } from '../../../../openapi/generated/schema.d.ts';

/** A subject of the four-level tree (StaticData/Get_SujetOuvrage). */
export type Subject = components['schemas']['SujetOuvrage'];

/** A subject placed in the tree: its labels from the top level down, and the ids above it. */
export interface SubjectEntry {
  id: number;
  label: string;
  level: number;
  path: readonly string[];
  ancestorIds: readonly number[];
}

export const SUBJECT_PATH_SEPARATOR = ' › ';

/** The tree in reading order (each subject followed by its children), every entry knowing its path. */
export function flattenSubjects(tree: readonly Subject[]): SubjectEntry[] {
  const entries: SubjectEntry[] = [];
  const visit = (subjects: readonly Subject[], path: readonly string[], ancestorIds: readonly number[]) => {
    for (const subject of subjects) {
      const own = [...path, subject.Libelle];
      entries.push({ id: subject.Id, label: subject.Libelle, level: subject.Niveau, path: own, ancestorIds });
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

/**
 * A subject matches when every word searched is in its path and at least one is in its own label, so that
 * "romans xixe" finds "XIXe siècle" under "Romans historiques" without listing every novel.
 */
function matches(entry: SubjectEntry, words: readonly string[]): boolean {
  const label = normalizeSearchText(entry.label);
  const path = normalizeSearchText(entry.path.join(' '));
  return words.every((word) => path.includes(word)) && words.some((word) => label.includes(word));
}

/** The entries that match `query`, with their ancestors so that each match shows where it sits; all when empty. */
export function filterSubjects(entries: readonly SubjectEntry[], query: string): SubjectEntry[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  const kept = new Set<number>();
  for (const entry of entries) {
    if (!matches(entry, words)) continue;
    kept.add(entry.id);
    for (const id of entry.ancestorIds) kept.add(id);
  }
  return entries.filter((entry) => kept.has(entry.id));
}

export function findSubject(entries: readonly SubjectEntry[], id: number | null | undefined): SubjectEntry | undefined {
  return id == null ? undefined : entries.find((entry) => entry.id === id);
}

/** "Littérature › Romans › Romans historiques". */
export function formatSubjectPath(entry: SubjectEntry): string {
  return entry.path.join(SUBJECT_PATH_SEPARATOR);
}
