import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

export function getSujetsContact(options?: PostOptions) {
  return post('/StaticData/Get_SujetContact', {}, options);
}

export function sujetsContactQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list('sujetsContact'),
    queryFn: ({ signal }) => getSujetsContact({ signal }),
    staleTime: STALE_TIME.reference,
    gcTime: STALE_TIME.reference,
  });
}

export function useSujetsContact() {
  return useQuery(sujetsContactQueryOptions());
}
