import { readFileSync } from 'node:fs';

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
  codes: Record<string, [label: string, parent: string | null]>;
}

interface ClilFile {
  version: string;
  codes: Record<string, [label: string, parent: string | null, level: number]>;
}

function readList<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./classifications/${name}`, import.meta.url), 'utf8')) as T;
}

function loadThema(): ClassificationList<Category> {
  const file = readList<ThemaFile>('thema.fr.json');
  const entries = Object.entries(file.codes).map(([code, [label, parent]]) => [code, { code, label, parent }] as const);
  return { version: file.version, categories: new Map(entries) };
}

function loadClil(): ClassificationList<ClilCategory> {
  const file = readList<ClilFile>('clil.json');
  const entries = Object.entries(file.codes).map(
    ([code, [label, parent, level]]) => [code, { code, label, parent, level }] as const,
  );
  return { version: file.version, categories: new Map(entries) };
}

/** Thema in French: the subject categories and the qualifiers the mapping may send. */
export const THEMA: ClassificationList<Category> = loadThema();

/** The CLIL classification, whole. */
export const CLIL: ClassificationList<ClilCategory> = loadClil();

export function themaCategory(code: string): Category | undefined {
  return THEMA.categories.get(code);
}

export function clilCategory(code: string): ClilCategory | undefined {
  return CLIL.categories.get(code);
}
