import type { components } from '../../../openapi/generated/schema.d.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../domain/referenceIds.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import type { StoredElement } from './editRepository.ts';
import { checkElementValue } from './sanitizeElementValue.ts';

type ElementChange = components['schemas']['ContenuElementModification'];

export interface ElementUpdate {
  id: number;
  /** The value to store, already checked and sanitised. */
  valeur: string | null;
  /** Whether the save takes the element's image off (its file stays: the kept version refers to it). */
  removesFile: boolean;
}

/**
 * What a Contenu_Update does to the elements of its block, or why it is refused (pointers under Values):
 * each element cited once, of this block, with a value its type accepts.
 */
export function planElementChanges(
  current: ReadonlyMap<number, StoredElement>,
  changes: readonly ElementChange[],
): { updates: ElementUpdate[] } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const updates: ElementUpdate[] = [];
  const cited = new Set<number>();
  for (const [index, change] of changes.entries()) {
    const at = `/ContenuElements/${index}`;
    const element = current.get(change.Id);
    if (cited.has(change.Id) || !element) {
      const Message = cited.has(change.Id) ? CONTENT_MESSAGES.elementTwice : CONTENT_MESSAGES.elementOfAnotherContenu;
      errors.push({ Champ: `${at}/Id`, Message });
      continue;
    }
    cited.add(change.Id);
    const verdict = checkElementValue(element.idTypeContenuElement, change.Valeur);
    if ('errors' in verdict) {
      for (const error of verdict.errors) errors.push({ Champ: `${at}/Valeur${error.Champ}`, Message: error.Message });
    }
    const isImage = element.idTypeContenuElement === TYPE_ELEMENT_CONTENU.image;
    if (change.SupprimerFichier && !isImage) {
      errors.push({ Champ: `${at}/SupprimerFichier`, Message: CONTENT_MESSAGES.fileOfNonImage });
    }
    if ('valeur' in verdict) {
      updates.push({
        id: element.id,
        valeur: verdict.valeur,
        removesFile: change.SupprimerFichier === true && isImage,
      });
    }
  }
  return errors.length > 0 ? { errors } : { updates };
}
