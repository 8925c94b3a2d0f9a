import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { referenceKeys } from '../../../lib/queryKeys/referenceKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** A French postal code: the only kind the town list knows. */
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/;

export function villesQueryOptions(codePostal: string) {
  return postQueryOptions(
    referenceKeys.villes(codePostal),
    '/StaticData/Get_VilleByCodePostal',
    { CodePostal: codePostal },
    { staleTime: STALE_TIME.reference },
  );
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
