import { TYPE_ELEMENT_CONTENU } from '../../domain/referenceIds.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

interface FaqCategorie {
  Nom: string;
  Questions: { Id: string; Enonce: string; Contenu: string }[];
  Categories: FaqCategorie[];
}

function sanitizeFaq(categories: readonly FaqCategorie[]): FaqCategorie[] {
  return categories.map((categorie) => ({
    Nom: categorie.Nom,
    Questions: categorie.Questions.map((question) => ({ ...question, Contenu: sanitizeHtml(question.Contenu) })),
    Categories: sanitizeFaq(categorie.Categories),
  }));
}

/**
 * The value of a content element as it may be stored: HTML sanitised, and the HTML answers inside a
 * FAQ's JSON too. Other types (booleans, images) are stored as given.
 */
export function sanitizeElementValue(idTypeContenuElement: number, valeur: string | null): string | null {
  if (valeur === null) return null;
  if (idTypeContenuElement === TYPE_ELEMENT_CONTENU.texte) return sanitizeHtml(valeur);
  if (idTypeContenuElement === TYPE_ELEMENT_CONTENU.faq)
    return JSON.stringify(sanitizeFaq(JSON.parse(valeur) as FaqCategorie[]));
  return valeur;
}
