import { useQueries, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { catalogueKeys } from '../../../lib/queryKeys/catalogueKeys.ts';

/**
 * The « Référencement » products whose prices the conditions quote: the server asks the one that fits a
 * publication's format (Referencement.IdProduit), a printed book's or a digital one's.
 */
const REFERENCING_PRODUITS = { imprime: 1, numerique: 2 } as const;

/** A product of the catalogue, under the catalogue's own key (the services' pages share the answer). */
function produitQueryOptions(id: number) {
  return postQueryOptions(
    catalogueKeys.produit(id),
    '/Produit/Produit_Get',
    { Id: id },
    { staleTime: STALE_TIME.content },
  );
}

export function useReferencingProduit(id: number | undefined) {
  return useQuery({ ...produitQueryOptions(id ?? 0), enabled: id !== undefined });
}

export type ReferencingPrices =
  { status: 'pending' | 'error' } | { status: 'success'; imprime: number; numerique: number };

/** The prices in cents of referencing a printed book and a digital one, as the catalogue sells them. */
export function useReferencingPrices(): ReferencingPrices {
  const [imprime, numerique] = useQueries({
    queries: [produitQueryOptions(REFERENCING_PRODUITS.imprime), produitQueryOptions(REFERENCING_PRODUITS.numerique)],
  });
  if (imprime.isError || numerique.isError) return { status: 'error' };
  if (!imprime.data || !numerique.data) return { status: 'pending' };
  return { status: 'success', imprime: imprime.data.PrixTTCCentimes, numerique: numerique.data.PrixTTCCentimes };
}
