import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function rubriquesQueryOptions() {
  return postQueryOptions(
    catalogueKeys.rubriques(),
    '/Rubrique/Rubrique_GetAll',
    {},
    { staleTime: STALE_TIME.content },
  );
}

export function useRubriques() {
  return useQuery(rubriquesQueryOptions());
}
