import type { components } from '../../openapi/generated/schema.d.ts';
import { toFieldErrors, type FieldError } from '../validation/fieldErrors.ts';
import { validateFaq } from '../validation/generated/validateFaq.js';
import { CONTENT_LIMITS } from './limits.ts';
import { CONTENT_MESSAGES } from './messages.ts';

export type FaqCategorie = components['schemas']['FaqCategorie'];

/**
 * Whether the categories nest deeper than allowed, judged before the schema: walking a tree of any depth
 * with a stack cannot exhaust the call stack, as a recursive validator could on a hostile value.
 */
function nestsTooDeep(value: unknown): boolean {
  const pending: { node: unknown; depth: number }[] = Array.isArray(value)
    ? value.map((node) => ({ node, depth: 1 }))
    : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > CONTENT_LIMITS.faqMaxDepth) return true;
    const children = (next.node as { Categories?: unknown } | null)?.Categories;
    if (Array.isArray(children)) for (const node of children) pending.push({ node, depth: next.depth + 1 });
  }
  return false;
}

function duplicateQuestionIds(
  categories: readonly FaqCategorie[],
  pointer = '',
  seen = new Set<string>(),
): FieldError[] {
  return categories.flatMap((categorie, index) => {
    const here = `${pointer}/${index}`;
    const questions = categorie.Questions.flatMap((question, q) => {
      if (!seen.has(question.Id)) {
        seen.add(question.Id);
        return [];
      }
      return [{ Champ: `${here}/Questions/${q}/Id`, Message: CONTENT_MESSAGES.faqDuplicateQuestionId }];
    });
    return [...questions, ...duplicateQuestionIds(categorie.Categories, `${here}/Categories`, seen)];
  });
}

/**
 * The FAQ written as the JSON of the contract's `Faq` schema (spec 1 §3: categories with a name, questions
 * and nested categories), or why it is refused: field pointers into the FAQ with their French messages.
 */
export function parseFaqValue(text: string): { categories: FaqCategorie[] } | { errors: FieldError[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { errors: [{ Champ: '', Message: CONTENT_MESSAGES.faqNotJson }] };
  }
  if (nestsTooDeep(value)) return { errors: [{ Champ: '', Message: CONTENT_MESSAGES.faqTooDeep }] };
  if (!validateFaq(value)) return { errors: toFieldErrors(validateFaq.errors) };
  const categories = value as FaqCategorie[];
  const duplicates = duplicateQuestionIds(categories);
  return duplicates.length > 0 ? { errors: duplicates } : { categories };
}
