import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { invoiceKeys } from './invoiceKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export type Facture = ResponseOf<'/Facture/Facture_Get'>;
export type LigneFacture = Facture['Lignes'][number];
export type TvaFacture = Facture['Tva'][number];
export type VendeurFacture = Facture['Vendeur'];

export function factureQueryOptions(id: number) {
  // An invoice never changes once issued: a correction is a credit note of its own.
  return postQueryOptions(invoiceKeys.detail(id), '/Facture/Facture_Get', { Id: id }, { staleTime: Infinity });
}

/** One of the customer's invoices or credit notes; nothing is asked for an id that cannot be one. */
export function useFacture(id: number | null) {
  return useQuery({ ...factureQueryOptions(id ?? 0), enabled: id !== null });
}
