import type { PublicationEtape5Fichiers, WizardImages } from '../../../../machines/wizard/types.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';

/** The multipart calls that store a publication's images: the author's, and the back office's on an account's. */
export type PublicationFileUploadPath =
  '/Publication/Publication_FileUpload' | '/BO/Publication/Publication_FileUpload';

/**
 * A publication's step-5 images as a multipart body, which the JSON client does not send, with the text fields
 * the call names (IdPublication, and IdPersonne for the back office). An image left out keeps the stored one.
 */
export async function sendPublicationFiles(
  path: PublicationFileUploadPath,
  fields: Record<string, number>,
  images: WizardImages,
  signal?: AbortSignal,
): Promise<PublicationEtape5Fichiers> {
  const body = new FormData();
  body.set('Application_Key', APPLICATION_KEY);
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  if (images.visuelCouverture)
    body.set('visuelCouverture', images.visuelCouverture, fileName(images.visuelCouverture, 'couverture'));
  if (images.quatriemeCouverture)
    body.set('quatriemeCouverture', images.quatriemeCouverture, fileName(images.quatriemeCouverture, 'quatrieme'));
  const response = await fetchWithToken(`/api${path}`, { method: 'POST', body, signal: signal ?? null });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as PublicationEtape5Fichiers;
  throw toApiError(response.status, payload);
}

/** Publication_FileUpload: the author's own publication. */
export function uploadPublicationFiles(
  id: number,
  images: WizardImages,
  signal?: AbortSignal,
): Promise<PublicationEtape5Fichiers> {
  return sendPublicationFiles('/Publication/Publication_FileUpload', { IdPublication: id }, images, signal);
}

function fileName(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name ? blob.name : fallback;
}
