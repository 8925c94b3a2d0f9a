import type { Contenu, ContenuElement } from '../../../lib/api/types.ts';
import { htmlText } from '../../../lib/format/htmlText.ts';

/** The elements of a content block in display order. */
export function sortedElements(contenu: Pick<Contenu, 'ContenuElements'>): ContenuElement[] {
  return [...contenu.ContenuElements].sort((a, b) => a.Rang - b.Rang);
}

/** The first element called `name` (Titre, Texte, Image, Questions…). */
export function findElement(contenu: Pick<Contenu, 'ContenuElements'>, name: string): ContenuElement | undefined {
  return sortedElements(contenu).find((element) => element.Nom === name);
}

/** The text value of the first element called `name`, or null when it is missing or blank. */
export function elementText(contenu: Pick<Contenu, 'ContenuElements'>, name: string): string | null {
  const value = findElement(contenu, name)?.Valeur;
  return value && value.trim() !== '' ? value : null;
}

/** The text of the block's `Titre` element (stored as sanitised HTML: read without tags and entities), or ''. */
export function titleText(contenu: Pick<Contenu, 'ContenuElements'>): string {
  const titre = elementText(contenu, 'Titre');
  return titre === null ? '' : htmlText(titre);
}

/** The block's title as text: its `Titre` element, else the label of its first element, else `fallback`. */
export function contenuTitle(contenu: Pick<Contenu, 'ContenuElements'>, fallback: string): string {
  return titleText(contenu) || (sortedElements(contenu)[0]?.Libelle ?? fallback);
}
