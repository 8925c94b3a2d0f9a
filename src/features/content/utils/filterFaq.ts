import type { FaqCategorie, FaqQuestion } from '../../../lib/api/types.ts';

/** Lower case without accents, so that « equipe » finds « Équipe ». */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a reader sees in an answer: tags dropped, the common entities decoded. */
function answerText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function questionMatches(question: FaqQuestion, terms: readonly string[]): boolean {
  const haystack = normalizeForSearch(`${question.Enonce} ${answerText(question.Contenu)}`);
  return terms.every((term) => haystack.includes(term));
}

function filterCategorie(categorie: FaqCategorie, query: string, terms: readonly string[]): FaqCategorie | null {
  // A category whose name matches keeps everything it holds.
  if (normalizeForSearch(categorie.Nom).includes(query)) return categorie;
  const Questions = categorie.Questions.filter((question) => questionMatches(question, terms));
  const Categories = filterCategories(categorie.Categories, query, terms);
  return Questions.length > 0 || Categories.length > 0 ? { ...categorie, Questions, Categories } : null;
}

function filterCategories(
  categories: readonly FaqCategorie[],
  query: string,
  terms: readonly string[],
): FaqCategorie[] {
  return categories
    .map((categorie) => filterCategorie(categorie, query, terms))
    .filter((c): c is FaqCategorie => c !== null);
}

/**
 * The part of the FAQ that answers `search`: questions whose statement or answer holds every word typed, in
 * their categories, and categories whose name holds it. Case and accents do not matter. An empty search keeps
 * the whole tree.
 */
export function filterFaq(categories: readonly FaqCategorie[], search: string): FaqCategorie[] {
  const query = normalizeForSearch(search);
  if (query === '') return [...categories];
  return filterCategories(categories, query, query.split(' '));
}

/** How many questions a tree holds, nested categories included. */
export function countQuestions(categories: readonly FaqCategorie[]): number {
  return categories.reduce((total, c) => total + c.Questions.length + countQuestions(c.Categories), 0);
}
