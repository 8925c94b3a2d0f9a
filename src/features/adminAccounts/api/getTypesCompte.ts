import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** The account types of StaticData/Get_TypeCompte (back-office, front-office). */
export function useTypesCompte() {
  return useQuery(
    queryOptions({
      queryKey: referenceKeys.list('typesCompte'),
      queryFn: ({ signal }) => post('/StaticData/Get_TypeCompte', {}, { signal }),
      staleTime: STALE_TIME.reference,
      gcTime: STALE_TIME.reference,
    }),
  );
}
