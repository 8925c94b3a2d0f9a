import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { offerKeys } from './offerKeys.ts';

/** The partners' offers: the content `OffresPartenaire`, for either role. */
export function getOffresPartenaire(options?: PostOptions) {
  return post('/Offre/Offre_GetPartenaire', {}, options);
}

export function offresPartenaireQueryOptions() {
  return queryOptions({
    queryKey: offerKeys.all(),
    queryFn: ({ signal }) => getOffresPartenaire({ signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useOffresPartenaire() {
  return useQuery(offresPartenaireQueryOptions());
}
