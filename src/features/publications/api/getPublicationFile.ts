import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccessToken } from '../../../lib/api/accessToken.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api/apiError.ts';

export const FILE_NOT_AVAILABLE = "Le fichier n'a pas pu être affiché.";

/**
 * A stored cover (`/fichiers/publications/{id}/{nom}`): read with the bearer token, since it is served to
 * its owner and the back office only, then shown from a blob.
 */
export async function getPublicationFile(address: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await globalThis.fetch(address, { headers, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw new ApiError(FILE_NOT_AVAILABLE, response.status);
  return response.blob();
}

export function publicationFileQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['publication-file', address],
    queryFn: ({ signal }) => getPublicationFile(address, signal),
    // A stored file never changes: a new upload gets a new name.
    staleTime: Infinity,
  });
}

export function usePublicationFile(address: string | null | undefined) {
  return useQuery({ ...publicationFileQueryOptions(address ?? ''), enabled: Boolean(address) });
}
