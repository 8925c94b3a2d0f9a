import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boSubscriptionKeys, type BoAbonnementListValues } from './boSubscriptionKeys.ts';

const LIST = '/BO/Abonnement/Abonnement_GetAll_List';

export type BoAbonnementPage = ResponseOf<typeof LIST>;
export type BoAbonnement = BoAbonnementPage['Items'][number];
export type { BoAbonnementListValues };
export type EtatAbonnement = BoAbonnement['Etat'];

export function getBoAbonnementPage(values: BoAbonnementListValues, options?: PostOptions): Promise<BoAbonnementPage> {
  return post(LIST, values, options);
}

/** One page of every account's subscriptions, with the number of subscriptions that pass the filters. */
export function useBoAbonnementPage(values: BoAbonnementListValues) {
  return useQuery(
    queryOptions({
      queryKey: boSubscriptionKeys.list(values),
      queryFn: ({ signal }) => getBoAbonnementPage(values, { signal }),
      // The page shown stays while the next one loads: no jump, only a dimmed table.
      placeholderData: keepPreviousData,
    }),
  );
}
