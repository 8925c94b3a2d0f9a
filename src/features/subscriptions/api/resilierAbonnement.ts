import type { QueryClient } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { abonnementsQueryOptions, type Abonnement } from './getAbonnements.ts';

/** Stops a subscription's renewal; it stays active until the end of its period. Run by the cancel machine. */
export function resilierAbonnement(id: number, options?: PostOptions) {
  return post('/Abonnement/Abonnement_Resilier', { Id: id }, options);
}

/** The list shows the subscription as the server answered it, in its place. */
export function showResilie(queryClient: QueryClient, abonnement: Abonnement): void {
  queryClient.setQueryData(abonnementsQueryOptions().queryKey, (list) =>
    list?.map((item) => (item.Id === abonnement.Id ? abonnement : item)),
  );
}
