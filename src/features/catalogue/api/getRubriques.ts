import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';

export function getRubriques(options?: PostOptions) {
  return post('/Rubrique/Rubrique_GetAll', {}, options);
}

export function rubriquesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.rubriques(),
    queryFn: ({ signal }) => getRubriques({ signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useRubriques() {
  return useQuery(rubriquesQueryOptions());
}
