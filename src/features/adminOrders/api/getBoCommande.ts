import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boOrderKeys } from './boOrderKeys.ts';

export type BoCommande = ResponseOf<'/BO/Commande/Commande_Get'>;

export function getBoCommande(id: number, options?: PostOptions): Promise<BoCommande> {
  return post('/BO/Commande/Commande_Get', { Id: id }, options);
}

export function boCommandeQueryOptions(id: number) {
  return queryOptions({
    queryKey: boOrderKeys.detail(id),
    queryFn: ({ signal }) => getBoCommande(id, { signal }),
  });
}

/** Any account's order, with its customer and what staff may do with it; nothing is asked without an id. */
export function useBoCommande(id: number | null) {
  return useQuery({ ...boCommandeQueryOptions(id ?? 0), enabled: id !== null });
}
