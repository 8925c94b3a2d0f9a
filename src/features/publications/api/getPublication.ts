import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

export type Publication = ResponseOf<'/Publication/Publication_Get'>;

export function getPublication(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Get', { Id: id }, options);
}

/**
 * A publication just read is not asked for again by the next page that shows it (the wizard of a publication the
 * author may no longer change leads to its page at once). What changes it leaves the cache, or writes its answer.
 */
const PUBLICATION_FRESH_MS = 10_000;

export function publicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: publicationKeys.detail(id),
    queryFn: ({ signal }) => getPublication(id, { signal }),
    staleTime: PUBLICATION_FRESH_MS,
  });
}

/** One of the author's publications; nothing is asked for an id that cannot be one. */
export function usePublication(id: number | null) {
  return useQuery({ ...publicationQueryOptions(id ?? 0), enabled: id !== null });
}
