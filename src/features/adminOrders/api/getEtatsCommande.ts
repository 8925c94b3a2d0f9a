import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** The order states of StaticData/Get_EtatCommande, the basket left out by the list's filter. */
export function useEtatsCommande() {
  return useQuery(
    queryOptions({
      queryKey: referenceKeys.list('etatsCommande'),
      queryFn: ({ signal }) => post('/StaticData/Get_EtatCommande', {}, { signal }),
      staleTime: STALE_TIME.reference,
      gcTime: STALE_TIME.reference,
    }),
  );
}
