import type { PublicationEtape5Fichiers, WizardImages } from '../../../../machines/wizard/types.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';

/**
 * Publication_FileUpload: a multipart body, which the JSON client does not send. An image left out keeps
 * the one already stored.
 */
export async function uploadPublicationFiles(
  id: number,
  images: WizardImages,
  signal?: AbortSignal,
): Promise<PublicationEtape5Fichiers> {
  const body = new FormData();
  body.set('Application_Key', APPLICATION_KEY);
  body.set('IdPublication', String(id));
  if (images.visuelCouverture)
    body.set('visuelCouverture', images.visuelCouverture, fileName(images.visuelCouverture, 'couverture'));
  if (images.quatriemeCouverture)
    body.set('quatriemeCouverture', images.quatriemeCouverture, fileName(images.quatriemeCouverture, 'quatrieme'));
  const response = await fetchWithToken('/api/Publication/Publication_FileUpload', {
    method: 'POST',
    body,
    signal: signal ?? null,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as PublicationEtape5Fichiers;
  throw toApiError(response.status, payload);
}

function fileName(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name ? blob.name : fallback;
}
