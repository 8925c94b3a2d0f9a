import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boProductKeys, type BoProduitListValues } from './boProductKeys.ts';

const LIST = '/BO/Produit/Produit_GetAll_List';

export type BoProduitPage = ResponseOf<typeof LIST>;
export type BoProduit = BoProduitPage['Items'][number];
export type BoReduction = NonNullable<BoProduit['Reduction']>;
export type { BoProduitListValues };

/** Every query of the product list, whatever its filters: what a save makes stale. */

export function boProduitPageQueryOptions(values: BoProduitListValues) {
  return queryOptions({
    queryKey: boProductKeys.list(values),
    queryFn: ({ signal }) => post(LIST, values, { signal } satisfies PostOptions),
    // The page shown stays while the next one loads: no jump, only a dimmed table.
    placeholderData: keepPreviousData,
  });
}

/** One page of every product, hidden ones included, with the number of products that pass the filters. */
export function useBoProduitPage(values: BoProduitListValues) {
  return useQuery(boProduitPageQueryOptions(values));
}
