import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/apiError.ts';
import { fetchWithToken } from '../../../lib/api/fetchWithToken.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

export const FILE_NOT_AVAILABLE = "Le fichier n'a pas pu être affiché.";

/**
 * A stored cover (`/fichiers/publications/{id}/{nom}`): read with the bearer token, since it is served to
 * its owner and the back office only, then shown from a blob.
 */
export async function getPublicationFile(address: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchWithToken(address, { signal: signal ?? null });
  if (!response.ok) throw new ApiError(FILE_NOT_AVAILABLE, response.status);
  return response.blob();
}

export function publicationFileQueryOptions(address: string) {
  return queryOptions({
    queryKey: publicationKeys.file(address),
    queryFn: ({ signal }) => getPublicationFile(address, signal),
    // A stored file never changes: a new upload gets a new name.
    staleTime: Infinity,
  });
}

export function usePublicationFile(address: string | null | undefined) {
  return useQuery({ ...publicationFileQueryOptions(address ?? ''), enabled: Boolean(address) });
}
