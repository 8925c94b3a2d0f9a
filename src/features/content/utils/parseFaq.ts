import type { FaqCategorie, FaqQuestion } from '../../../lib/api/types.ts';

function isQuestion(value: unknown): value is FaqQuestion {
  const v = value as Partial<FaqQuestion> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.Id === 'string' &&
    typeof v.Enonce === 'string' &&
    typeof v.Contenu === 'string'
  );
}

function toCategorie(value: unknown): FaqCategorie | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.Nom !== 'string') return null;
  return {
    Nom: v.Nom,
    Questions: Array.isArray(v.Questions) ? v.Questions.filter(isQuestion) : [],
    Categories: Array.isArray(v.Categories) ? toCategories(v.Categories) : [],
  };
}

function toCategories(values: unknown[]): FaqCategorie[] {
  return values.map(toCategorie).filter((c): c is FaqCategorie => c !== null);
}

/**
 * The FAQ tree stored as JSON in the `Questions` element. Whatever the editor saved, the page gets a tree it can
 * show: a value that is not JSON gives an empty tree, malformed entries are left out.
 */
export function parseFaq(valeur: string | null | undefined): FaqCategorie[] {
  if (!valeur) return [];
  try {
    const parsed: unknown = JSON.parse(valeur);
    return Array.isArray(parsed) ? toCategories(parsed) : [];
  } catch {
    return [];
  }
}

/** The FAQ tree of the FAQ content block (its `Questions` element). */
export function faqOf(contenu: { ContenuElements: readonly { Nom: string; Valeur: string | null }[] }): FaqCategorie[] {
  return parseFaq(contenu.ContenuElements.find((element) => element.Nom === 'Questions')?.Valeur);
}
