import { getAccessToken } from './accessToken.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, type FieldError } from './apiError.ts';

/** The key every call of the contract carries (`Application_Key`). */
export const APPLICATION_KEY = import.meta.env.VITE_APPLICATION_KEY ?? '';

/**
 * A request of the portal's own origin with the session's bearer token, for what the JSON client does not send
 * (a multipart upload, a stored file). A network failure becomes the French ApiError the screens show.
 */
export async function fetchWithToken(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await globalThis.fetch(url, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

/** A refused call as an ApiError: the contract's French `Message` and field `Errors` when the body has them. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(body.Message, status, body.Errors ?? [], body);
  return new ApiError(status >= 500 ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE, status, [], body);
}

function isErrorBody(body: unknown): body is { Message: string; Errors?: FieldError[] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { Message?: unknown }).Message === 'string' &&
    ((body as { Errors?: unknown }).Errors === undefined || Array.isArray((body as { Errors?: unknown }).Errors))
  );
}
