import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { boLivraisonKeys } from './boLivraisonKeys.ts';

export type Livraison = ResponseOf<'/BO/Livraison/Livraison_Get'>;
export type LivraisonProduit = Livraison['Produits'][number];
export type MessageCatalogue = Livraison['MessagesFichier'][number];

export function boLivraisonQueryOptions(id: number) {
  return postQueryOptions(boLivraisonKeys.detail(id), '/BO/Livraison/Livraison_Get', { Id: id });
}

/** A delivery with its products and the catalogue's messages; nothing is asked without an id. */
export function useBoLivraison(id: number | null) {
  return useQuery({ ...boLivraisonQueryOptions(id ?? 0), enabled: id !== null });
}
