import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf, type ValuesOf } from '../../../lib/api/client.ts';

const LIST = '/BO/Abonnement/Abonnement_GetAll_List';

export type BoAbonnementPage = ResponseOf<typeof LIST>;
export type BoAbonnement = BoAbonnementPage['Items'][number];
export type BoAbonnementListValues = ValuesOf<typeof LIST>;
export type EtatAbonnement = BoAbonnement['Etat'];

/** Every query of the subscription screens starts with this key: a cancellation reads them all again. */
export const BO_ABONNEMENTS_KEY = ['bo', 'abonnements'] as const;

export function getBoAbonnementPage(values: BoAbonnementListValues, options?: PostOptions): Promise<BoAbonnementPage> {
  return post(LIST, values, options);
}

/** One page of every account's subscriptions, with the number of subscriptions that pass the filters. */
export function useBoAbonnementPage(values: BoAbonnementListValues) {
  return useQuery(
    queryOptions({
      queryKey: [...BO_ABONNEMENTS_KEY, 'list', values],
      queryFn: ({ signal }) => getBoAbonnementPage(values, { signal }),
      // The page shown stays while the next one loads: no jump, only a dimmed table.
      placeholderData: keepPreviousData,
    }),
  );
}
