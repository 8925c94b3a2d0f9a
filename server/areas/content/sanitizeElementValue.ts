import { parseFaqValue, type FaqCategorie } from '../../../domain/content/faq.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../domain/referenceIds.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** The value to store, or why it is refused (field pointers inside the value, French messages). */
export type ElementValueVerdict = { valeur: string | null } | { errors: FieldError[] };

function sanitizeFaq(categories: readonly FaqCategorie[]): FaqCategorie[] {
  return categories.map((categorie) => ({
    Nom: categorie.Nom,
    Questions: categorie.Questions.map((question) => ({ ...question, Contenu: sanitizeHtml(question.Contenu) })),
    Categories: sanitizeFaq(categorie.Categories),
  }));
}

function refused(Message: string): ElementValueVerdict {
  return { errors: [{ Champ: '', Message }] };
}

/**
 * The value of a content element as it may be stored, by the element's type: text (and any type this
 * code does not know) as sanitised HTML; the FAQ as JSON of the contract's `Faq` schema with every answer
 * sanitised; a boolean as « true » or « false »; an image has no value, its file is kept apart.
 */
export function checkElementValue(idTypeContenuElement: number, valeur: string | null): ElementValueVerdict {
  switch (idTypeContenuElement) {
    case TYPE_ELEMENT_CONTENU.image:
      return valeur === null ? { valeur } : refused(CONTENT_MESSAGES.imageHasNoValue);
    case TYPE_ELEMENT_CONTENU.booleen:
      return valeur === 'true' || valeur === 'false' ? { valeur } : refused(CONTENT_MESSAGES.booleanValue);
    case TYPE_ELEMENT_CONTENU.faq: {
      const faq = parseFaqValue(valeur ?? 'null');
      return 'errors' in faq ? faq : { valeur: JSON.stringify(sanitizeFaq(faq.categories)) };
    }
    default:
      return { valeur: valeur === null ? null : sanitizeHtml(valeur) };
  }
}

/** The stored form of a value the portal itself writes (the seed): a refusal there is a defect. */
export function sanitizeElementValue(idTypeContenuElement: number, valeur: string | null): string | null {
  const verdict = checkElementValue(idTypeContenuElement, valeur);
  if ('errors' in verdict) throw new Error(`Refused content value: ${JSON.stringify(verdict.errors)}`);
  return verdict.valeur;
}
