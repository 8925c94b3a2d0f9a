import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { boCommandeQueryOptions } from './getBoCommande.ts';
import { boCommandeKeys } from './boCommandeKeys.ts';

export type BoCommandeAction = ValuesOf<'/BO/Commande/Commande_Etat_Update'>['Action'];

/** Moves an order on (« Passer en cours », « Terminer ») or cancels it; the list and the order are read again. */
export function useUpdateBoCommandeEtat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { Id: number; Action: BoCommandeAction }) => post('/BO/Commande/Commande_Etat_Update', values),
    onSuccess: (commande) => {
      queryClient.setQueryData(boCommandeQueryOptions(commande.Commande.Id).queryKey, commande);
      void queryClient.invalidateQueries({ queryKey: boCommandeKeys.lists() });
    },
  });
}
