import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';

/** A French postal code: the only kind the town list knows. */
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/;

export function getVilles(codePostal: string, options?: PostOptions) {
  return post('/StaticData/Get_VilleByCodePostal', { CodePostal: codePostal }, options);
}

export function villesQueryOptions(codePostal: string) {
  return queryOptions({
    queryKey: referenceKeys.villes(codePostal),
    queryFn: ({ signal }) => getVilles(codePostal, { signal }),
    staleTime: STALE_TIME.reference,
  });
}

/** The towns of a postal code, asked for once the code has its five digits. */
export function useVilles(codePostal: string) {
  const code = codePostal.trim();
  return useQuery({
    ...villesQueryOptions(code),
    enabled: POSTAL_CODE_PATTERN.test(code),
    // While the next code's towns arrive, the list keeps the previous ones rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}
