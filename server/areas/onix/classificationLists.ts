import clilFile from './classifications/clil.json' with { type: 'json' };
import themaFile from './classifications/thema.fr.json' with { type: 'json' };

/**
 * The Thema (French) and CLIL lists the subject mapping is held to, as `npm run classifications` writes them from
 * the official downloads (`classifications/SOURCES.md`: origin, versions, notices).
 */

/** A category of a classification: its code, its label as the list prints it, its parent's code. */
export interface Category {
  code: string;
  label: string;
  parent: string | null;
}

export interface ClilCategory extends Category {
  /** 1 for the 24 top-level categories, down to 4. */
  level: number;
}

export interface ClassificationList<C extends Category> {
  version: string;
  categories: ReadonlyMap<string, C>;
}

interface ThemaFile {
  version: string;
  codes: Record<string, (string | null)[]>;
}

interface ClilFile {
  version: string;
  codes: Record<string, (string | number | null)[]>;
}

function loadThema({ version, codes }: ThemaFile): ClassificationList<Category> {
  const entries = Object.entries(codes).map(
    ([code, [label, parent]]) => [code, { code, label: label!, parent: parent ?? null }] as const,
  );
  return { version, categories: new Map(entries) };
}

function loadClil({ version, codes }: ClilFile): ClassificationList<ClilCategory> {
  const entries = Object.entries(codes).map(
    ([code, [label, parent, level]]) =>
      [
        code,
        { code, label: String(label), parent: parent === null ? null : String(parent), level: Number(level) },
      ] as const,
  );
  return { version, categories: new Map(entries) };
}

/** Thema in French: the subject categories and the qualifiers the mapping may send. */
export const THEMA: ClassificationList<Category> = loadThema(themaFile);

/** The CLIL classification, whole. */
export const CLIL: ClassificationList<ClilCategory> = loadClil(clilFile);

export function themaCategory(code: string): Category | undefined {
  return THEMA.categories.get(code);
}

export function clilCategory(code: string): ClilCategory | undefined {
  return CLIL.categories.get(code);
}
