import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { commandeKeys } from './commandeKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export type Commande = ResponseOf<'/Commande/Commande_Get'>;
export type LigneCommande = Commande['Lignes'][number];
export type PaiementCommande = Commande['Paiements'][number];
export type FactureResume = Commande['Factures'][number];
export type IdentiteFacturation = Commande['Facturation'];

export function commandeQueryOptions(id: number) {
  return postQueryOptions(commandeKeys.detail(id), '/Commande/Commande_Get', { Id: id });
}

/** One of the customer's orders; nothing is asked for an id that cannot be one. */
export function useCommande(id: number | null) {
  return useQuery({ ...commandeQueryOptions(id ?? 0), enabled: id !== null });
}
