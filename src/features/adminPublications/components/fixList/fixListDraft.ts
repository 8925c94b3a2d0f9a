import type { components } from '../../../../../openapi/generated/schema.d.ts';
import { FIX_LIST_STAFF_TEXTS as T, type ChampPublication } from '../../../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';

type ElementRefus = components['schemas']['ElementRefus'];

/** An item of the fix list as staff fill it in. */
export interface DraftItem {
  /** Stable across edits, for React and for focus. */
  key: number;
  idRaisonRefus: number | null;
  etape: WizardStep;
  champ: ChampPublication | null;
  commentaire: string;
}

let nextKey = 1;

export function newDraftItem(): DraftItem {
  nextKey += 1;
  return { key: nextKey, idRaisonRefus: null, etape: 1, champ: null, commentaire: '' };
}

/** The message under each item's reason that is missing, by the item's key. */
export function draftErrors(items: readonly DraftItem[]): Record<number, string> {
  return Object.fromEntries(
    items.filter((item) => item.idRaisonRefus === null).map((item) => [item.key, T.reasonRequired]),
  );
}

/** The items as ReponseModeration.Elements carries them. */
export function toElements(items: readonly DraftItem[]): ElementRefus[] {
  return items.flatMap((item) =>
    item.idRaisonRefus === null
      ? []
      : [
          {
            IdRaisonRefus: item.idRaisonRefus,
            Etape: item.etape,
            Champ: item.champ,
            Commentaire: item.commentaire.trim() === '' ? null : item.commentaire.trim(),
          },
        ],
  );
}
