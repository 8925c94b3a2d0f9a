import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { subscriptionKeys } from './subscriptionKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export type Abonnement = ResponseOf<'/Abonnement/Abonnement_GetAll'>[number];

/** The customer's subscriptions, the most recent first (the server's order). */
export function abonnementsQueryOptions() {
  return postQueryOptions(subscriptionKeys.all(), '/Abonnement/Abonnement_GetAll', {});
}

export function useAbonnements() {
  return useQuery(abonnementsQueryOptions());
}
