import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

export function getPays(options?: PostOptions) {
  return post('/StaticData/Get_Pays', {}, options);
}

export function paysQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list('pays'),
    queryFn: ({ signal }) => getPays({ signal }),
    staleTime: STALE_TIME.reference,
    gcTime: STALE_TIME.reference,
  });
}

export function usePays() {
  return useQuery(paysQueryOptions());
}
