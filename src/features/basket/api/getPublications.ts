import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

/** The signed-in customer's publications, to choose the one a referencing line is for. */
export function getPublications(options?: PostOptions) {
  return post('/Publication/Publication_GetAll', {}, options);
}

export function publicationsQueryOptions() {
  return queryOptions({
    queryKey: publicationKeys.everyOne(),
    queryFn: ({ signal }) => getPublications({ signal }),
  });
}

export function usePublications(enabled: boolean) {
  return useQuery({ ...publicationsQueryOptions(), enabled });
}
