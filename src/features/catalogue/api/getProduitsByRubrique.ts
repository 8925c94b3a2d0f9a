import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';

export function getProduitsByRubrique(idRubrique: number, options?: PostOptions) {
  return post('/Produit/Produit_GetByRubrique', { IdRubrique: idRubrique }, options);
}

export function produitsByRubriqueQueryOptions(idRubrique: number) {
  return queryOptions({
    queryKey: catalogueKeys.produitsOfRubrique(idRubrique),
    queryFn: ({ signal }) => getProduitsByRubrique(idRubrique, { signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useProduitsByRubrique(idRubrique: number | null) {
  return useQuery({ ...produitsByRubriqueQueryOptions(idRubrique ?? 0), enabled: idRubrique !== null });
}
