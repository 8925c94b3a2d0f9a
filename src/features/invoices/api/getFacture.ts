import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { invoiceKeys } from './invoiceKeys.ts';

export type Facture = ResponseOf<'/Facture/Facture_Get'>;
export type LigneFacture = Facture['Lignes'][number];
export type TvaFacture = Facture['Tva'][number];
export type VendeurFacture = Facture['Vendeur'];

export function getFacture(id: number, options?: PostOptions) {
  return post('/Facture/Facture_Get', { Id: id }, options);
}

export function factureQueryOptions(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getFacture(id, { signal }),
    // An invoice never changes once issued: a correction is a credit note of its own.
    staleTime: Infinity,
  });
}

/** One of the customer's invoices or credit notes; nothing is asked for an id that cannot be one. */
export function useFacture(id: number | null) {
  return useQuery({ ...factureQueryOptions(id ?? 0), enabled: id !== null });
}
