import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { boCommandeKeys } from './boCommandeKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export type BoCommande = ResponseOf<'/BO/Commande/Commande_Get'>;

export function boCommandeQueryOptions(id: number) {
  return postQueryOptions(boCommandeKeys.detail(id), '/BO/Commande/Commande_Get', { Id: id });
}

/** Any account's order, with its customer and what staff may do with it; nothing is asked without an id. */
export function useBoCommande(id: number | null) {
  return useQuery({ ...boCommandeQueryOptions(id ?? 0), enabled: id !== null });
}
