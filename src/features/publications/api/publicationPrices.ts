import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PriceChangeDependencies } from '../../../../machines/priceChange/types.ts';
import { PRICE_MESSAGES } from '../../../../domain/publication/priceChange.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';
import { ficheLibraireQueryOptions } from './getFicheLibraire.ts';

export type PrixPublication = ResponseOf<'/Publication/Publication_Prix_Get'>;

export function getPublicationPrices(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Prix_Get', { Id: id }, options);
}

export function publicationPricesQueryOptions(id: number) {
  return queryOptions({
    // Under the publication's own key: whatever makes the publication stale makes its prices stale too.
    queryKey: [...publicationKeys.detail(id), 'prix'] as const,
    queryFn: ({ signal }) => getPublicationPrices(id, { signal }),
  });
}

/** The price in force, the pending change, the first day a new price may take and the history. */
export function usePublicationPrices(id: number) {
  return useQuery(publicationPricesQueryOptions(id));
}

/** The machine's effects in the application: the real calls, the prices in the cache, the fiche asked again, a toast. */
export function priceChangeDependencies(queryClient: QueryClient): PriceChangeDependencies {
  return {
    api: {
      programmer: ({ idPublication, prixTTC, dateEffet }, signal) =>
        post(
          '/Publication/Publication_Prix_Programmer',
          { Id: idPublication, PrixTTC: prixTTC, DateEffet: dateEffet },
          { signal },
        ),
      annuler: ({ idPublication, idChangement }, signal) =>
        post('/Publication/Publication_Prix_Annuler', { Id: idPublication, IdChangement: idChangement }, { signal }),
    },
    changed: (prices, what) => {
      queryClient.setQueryData(publicationPricesQueryOptions(prices.IdPublication).queryKey, prices);
      // The Fiche libraire announces the price to come.
      void queryClient.invalidateQueries({ queryKey: ficheLibraireQueryOptions(prices.IdPublication).queryKey });
      toast.success(what === 'scheduled' ? PRICE_MESSAGES.scheduled : PRICE_MESSAGES.cancelled);
    },
  };
}
