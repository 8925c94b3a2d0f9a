import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function produitQueryOptions(id: number) {
  return postQueryOptions(
    catalogueKeys.produit(id),
    '/Produit/Produit_Get',
    { Id: id },
    { staleTime: STALE_TIME.content },
  );
}

export function useProduit(id: number | null) {
  return useQuery({ ...produitQueryOptions(id ?? 0), enabled: id !== null });
}
