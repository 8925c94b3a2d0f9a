import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';

export function getProduits(options?: PostOptions) {
  return post('/Produit/Produit_GetAll', {}, options);
}

export function produitsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.produits(),
    queryFn: ({ signal }) => getProduits({ signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useProduits() {
  return useQuery(produitsQueryOptions());
}
