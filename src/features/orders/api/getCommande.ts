import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { orderKeys } from './orderKeys.ts';

export type Commande = ResponseOf<'/Commande/Commande_Get'>;
export type LigneCommande = Commande['Lignes'][number];
export type PaiementCommande = Commande['Paiements'][number];
export type FactureResume = Commande['Factures'][number];
export type IdentiteFacturation = Commande['Facturation'];

export function getCommande(id: number, options?: PostOptions) {
  return post('/Commande/Commande_Get', { Id: id }, options);
}

export function commandeQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getCommande(id, { signal }),
  });
}

/** One of the customer's orders; nothing is asked for an id that cannot be one. */
export function useCommande(id: number | null) {
  return useQuery({ ...commandeQueryOptions(id ?? 0), enabled: id !== null });
}
