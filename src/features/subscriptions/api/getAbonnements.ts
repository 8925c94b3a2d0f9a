import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { subscriptionKeys } from './subscriptionKeys.ts';

export type Abonnement = ResponseOf<'/Abonnement/Abonnement_GetAll'>[number];

/** The customer's subscriptions, the most recent first (the server's order). */
export function getAbonnements(options?: PostOptions) {
  return post('/Abonnement/Abonnement_GetAll', {}, options);
}

export function abonnementsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.all(),
    queryFn: ({ signal }) => getAbonnements({ signal }),
  });
}

export function useAbonnements() {
  return useQuery(abonnementsQueryOptions());
}
