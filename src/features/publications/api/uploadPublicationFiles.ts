import type { PublicationEtape5Fichiers, WizardImages } from '../../../../machines/wizard/types.ts';
import { getAccessToken } from '../../../lib/api/accessToken.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api/apiError.ts';

const APPLICATION_KEY = import.meta.env.VITE_APPLICATION_KEY ?? '';

/**
 * Publication_FileUpload: a multipart body, which the JSON client does not send. An image left out keeps
 * the one already stored.
 */
export async function uploadPublicationFiles(id: number, images: WizardImages, signal?: AbortSignal): Promise<PublicationEtape5Fichiers> {
  const body = new FormData();
  body.set('Application_Key', APPLICATION_KEY);
  body.set('IdPublication', String(id));
  if (images.visuelCouverture) body.set('visuelCouverture', images.visuelCouverture, fileName(images.visuelCouverture, 'couverture'));
  if (images.quatriemeCouverture) body.set('quatriemeCouverture', images.quatriemeCouverture, fileName(images.quatriemeCouverture, 'quatrieme'));
  const headers = new Headers();
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await globalThis.fetch('/api/Publication/Publication_FileUpload', { method: 'POST', body, headers, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as PublicationEtape5Fichiers;
  const message = isErrorBody(payload) ? payload.Message : response.status >= 500 ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
  throw new ApiError(message, response.status, [], payload);
}

function fileName(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name ? blob.name : fallback;
}

function isErrorBody(body: unknown): body is { Message: string } {
  return typeof body === 'object' && body !== null && typeof (body as { Message?: unknown }).Message === 'string';
}
