import type { FaqCategorie } from '../../../../domain/content/faq.ts';

/**
 * Categories have no identifier of their own, and their names may repeat or change as one types: each category
 * object gets a key, and every edited copy of it keeps the key of the object it replaces, so React and the drag
 * and drop keep their state (focus, place) across edits.
 */
const keys = new WeakMap<FaqCategorie, string>();
let lastKey = 0;

export function categoryKey(categorie: FaqCategorie): string {
  let key = keys.get(categorie);
  if (key === undefined) {
    lastKey += 1;
    key = `c${lastKey}`;
    keys.set(categorie, key);
  }
  return key;
}

/** An edited copy of a category, under the same key. */
export function editedCategory(categorie: FaqCategorie, changes: Partial<FaqCategorie>): FaqCategorie {
  const edited = { ...categorie, ...changes };
  keys.set(edited, categoryKey(categorie));
  return edited;
}

/**
 * The value to show: the editor's own last report when the parent gives it back as an equal copy (read again from
 * its JSON, say), so that the categories keep their keys and the field being typed in keeps the focus.
 */
export function keyedValue(given: FaqCategorie[], reported: FaqCategorie[] | null): FaqCategorie[] {
  if (reported === null || reported === given) return given;
  return JSON.stringify(reported) === JSON.stringify(given) ? reported : given;
}
