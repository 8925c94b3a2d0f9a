import type { QueryClient } from '@tanstack/react-query';
import type { Contenu, ContentEditDependencies, ContentSave } from '../../../../machines/contentEdit/types.ts';
import { post } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';
import { contentKeys } from '../../../lib/queryKeys/contentKeys.ts';

/** Contenu_Upload: one file part per image element, named by its id, with IdContenu (spec 1 §7). */
async function uploadImages(changes: ContentSave, signal: AbortSignal): Promise<Contenu> {
  const body = new FormData();
  body.set('Application_Key', APPLICATION_KEY);
  body.set('IdContenu', String(changes.idContenu));
  for (const { idElement, file } of changes.images)
    body.set(String(idElement), file, file instanceof File && file.name ? file.name : `image-${idElement}`);
  const response = await fetchWithToken('/api/BO/Contenu/Contenu_Upload', { method: 'POST', body, signal });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as Contenu;
  throw toApiError(response.status, payload);
}

/** The values first, then the images: each call answers the whole block as saved. */
async function saveContenu(changes: ContentSave, signal: AbortSignal): Promise<Contenu> {
  let saved: Contenu | null = null;
  if (changes.elements.length > 0)
    saved = await post(
      '/BO/Contenu/Contenu_Update',
      { Id: changes.idContenu, ContenuElements: changes.elements },
      { signal },
    );
  if (changes.images.length > 0) saved = await uploadImages(changes, signal);
  if (!saved) throw new Error('Nothing to save');
  return saved;
}

/** The content edit machine's calls. */
export const contentEditApi: ContentEditDependencies['api'] = {
  load: (idContenu, signal) => post('/Contenu/Contenu_Get', { Id: idContenu }, { signal }),
  save: saveContenu,
  versions: (idContenu, signal) => post('/BO/Contenu/Contenu_GetVersions', { IdContenu: idContenu }, { signal }),
  restore: (idContenu, idVersion, signal) =>
    post('/BO/Contenu/Contenu_RestoreVersion', { IdContenu: idContenu, IdVersion: idVersion }, { signal }),
};

/**
 * Every cached answer that may embed a saved block: the pages by name, and the catalogue's rubriques and products,
 * whose Contenu carries their texts. The pages on screen read them again at once.
 */
export function invalidateContenus(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [contentKeys.contenus(), catalogueKeys.rubriques(), catalogueKeys.produits(), catalogueKeys.produitDetails()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
