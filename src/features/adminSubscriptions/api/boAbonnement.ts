import { useMutation, useQueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { BO_ABONNEMENTS_KEY, type BoAbonnement } from './getBoAbonnementPage.ts';

function boAbonnementQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BO_ABONNEMENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => post('/BO/Abonnement/Abonnement_Get', { Id: id }, { signal }),
  });
}

/** Any account's subscription, with its customer, its order and whether it may still be cancelled. */
export function useBoAbonnement(id: number) {
  return useQuery(boAbonnementQueryOptions(id));
}

export function resilierBoAbonnement(id: number, options?: PostOptions): Promise<BoAbonnement> {
  return post('/BO/Abonnement/Abonnement_Resilier', { Id: id }, options);
}

/** Cancels on the customer's behalf; the subscription shown becomes the server's answer and the lists are read again. */
export function useResilierBoAbonnement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resilierBoAbonnement(id),
    onSuccess: (abonnement) => {
      queryClient.setQueryData(boAbonnementQueryOptions(abonnement.Abonnement.Id).queryKey, abonnement);
      void queryClient.invalidateQueries({ queryKey: [...BO_ABONNEMENTS_KEY, 'list'] });
    },
    // A refusal (the subscription ended meanwhile) shows it as the server now has it.
    onError: (_error, id) => void queryClient.invalidateQueries({ queryKey: [...BO_ABONNEMENTS_KEY, 'detail', id] }),
  });
}
