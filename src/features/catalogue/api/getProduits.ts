import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function produitsQueryOptions() {
  return postQueryOptions(catalogueKeys.produits(), '/Produit/Produit_GetAll', {}, { staleTime: STALE_TIME.content });
}

export function useProduits() {
  return useQuery(produitsQueryOptions());
}
