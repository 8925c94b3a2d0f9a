import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

export function raisonsRefusQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list('raisonsRefus'),
    queryFn: ({ signal }) => post('/StaticData/Get_RaisonRefus', {}, { signal }),
    staleTime: STALE_TIME.reference,
    gcTime: STALE_TIME.reference,
  });
}

/** The reasons a refusal chooses from (StaticData/Get_RaisonRefus). */
export function useRaisonsRefus() {
  return useQuery(raisonsRefusQueryOptions());
}
