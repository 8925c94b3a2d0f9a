import { TYPE_ELEMENT_CONTENU } from '../../domain/referenceIds.ts';
import type { Contenu, ContentDraft, ContentSave } from './types.ts';

/** The draft of a block as loaded: every value as stored, every image kept. */
export function draftOf(contenu: Contenu): ContentDraft {
  const draft: ContentDraft = { values: {}, images: {} };
  for (const element of contenu.ContenuElements) {
    if (element.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.image) draft.images[element.Id] = { kind: 'keep' };
    else draft.values[element.Id] = element.Valeur;
  }
  return draft;
}

/** What saving `draft` over `loaded` sends: only what differs. */
export function changesOf(loaded: Contenu, draft: ContentDraft): ContentSave {
  const changes: ContentSave = { idContenu: loaded.Id, elements: [], images: [] };
  for (const element of loaded.ContenuElements) {
    if (element.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.image) {
      const image = draft.images[element.Id];
      if (image?.kind === 'replace') changes.images.push({ idElement: element.Id, file: image.file });
      else if (image?.kind === 'remove' && element.ContenuElementFichier)
        changes.elements.push({ Id: element.Id, Valeur: null, SupprimerFichier: true });
    } else if (element.Id in draft.values && draft.values[element.Id] !== element.Valeur) {
      changes.elements.push({ Id: element.Id, Valeur: draft.values[element.Id] ?? null, SupprimerFichier: false });
    }
  }
  return changes;
}

/** Whether the draft differs from what was loaded. */
export function isDirty(loaded: Contenu | null, draft: ContentDraft): boolean {
  if (!loaded) return false;
  const changes = changesOf(loaded, draft);
  return changes.elements.length > 0 || changes.images.length > 0;
}
