import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';

export function getProduit(id: number, options?: PostOptions) {
  return post('/Produit/Produit_Get', { Id: id }, options);
}

export function produitQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.produit(id),
    queryFn: ({ signal }) => getProduit(id, { signal }),
    staleTime: STALE_TIME.content,
  });
}

export function useProduit(id: number | null) {
  return useQuery({ ...produitQueryOptions(id ?? 0), enabled: id !== null });
}
