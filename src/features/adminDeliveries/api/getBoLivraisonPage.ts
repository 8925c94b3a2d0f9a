import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boLivraisonKeys, type BoLivraisonListValues } from './boLivraisonKeys.ts';

const LIST = '/BO/Livraison/Livraison_GetAll_List';

export type BoLivraisonPage = ResponseOf<typeof LIST>;
export type LivraisonResume = BoLivraisonPage['Items'][number];
export type { BoLivraisonListValues };

export function getBoLivraisonPage(values: BoLivraisonListValues, options?: PostOptions): Promise<BoLivraisonPage> {
  return post(LIST, values, options);
}

export function boLivraisonPageQueryOptions(values: BoLivraisonListValues) {
  return queryOptions({
    queryKey: boLivraisonKeys.list(values),
    queryFn: ({ signal }) => getBoLivraisonPage(values, { signal }),
    // The page shown stays while the next one loads: no jump, only a dimmed table.
    placeholderData: keepPreviousData,
  });
}

/** One page of the catalogue deliveries, newest first, with the number that pass the filters. */
export function useBoLivraisonPage(values: BoLivraisonListValues) {
  return useQuery(boLivraisonPageQueryOptions(values));
}
