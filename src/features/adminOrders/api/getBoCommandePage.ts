import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boCommandeKeys, type BoCommandeListValues } from './boCommandeKeys.ts';

const LIST = '/BO/Commande/Commande_GetAll_List';

export type BoCommandePage = ResponseOf<typeof LIST>;
export type BoCommandeResume = BoCommandePage['Items'][number];
export type { BoCommandeListValues };

export function getBoCommandePage(values: BoCommandeListValues, options?: PostOptions): Promise<BoCommandePage> {
  return post(LIST, values, options);
}

export function boCommandePageQueryOptions(values: BoCommandeListValues) {
  return queryOptions({
    queryKey: boCommandeKeys.list(values),
    queryFn: ({ signal }) => getBoCommandePage(values, { signal }),
    // The page shown stays while the next one loads: no jump, only a dimmed table.
    placeholderData: keepPreviousData,
  });
}

/** One page of every account's orders, with the number of orders that pass the filters. */
export function useBoCommandePage(values: BoCommandeListValues) {
  return useQuery(boCommandePageQueryOptions(values));
}
