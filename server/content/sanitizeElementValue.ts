import { sanitizeHtml } from './sanitizeHtml.ts';

/** 1 texte (HTML), 3 FAQ (JSON whose answers are HTML). */
const ID_TYPE_TEXTE = 1;
const ID_TYPE_FAQ = 3;

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
  if (idTypeContenuElement === ID_TYPE_TEXTE) return sanitizeHtml(valeur);
  if (idTypeContenuElement === ID_TYPE_FAQ) return JSON.stringify(sanitizeFaq(JSON.parse(valeur) as FaqCategorie[]));
  return valeur;
}
