import type { QueryClient } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { boCommandeQueryOptions, type BoCommande } from './getBoCommande.ts';
import { boCommandeKeys } from './boCommandeKeys.ts';

/** Cancels at the provider the attempt the order's payment awaits. Run by the pending payment cancel machine. */
export function annulerPaiement(idCommande: number, options?: PostOptions): Promise<BoCommande> {
  return post('/BO/Commande/Paiement_Annuler', { Id: idCommande }, options);
}

/** The order shows as the server answered it; the list reads its states again. */
export function showPaiementAnnule(queryClient: QueryClient, commande: BoCommande): void {
  queryClient.setQueryData(boCommandeQueryOptions(commande.Commande.Id).queryKey, commande);
  void queryClient.invalidateQueries({ queryKey: boCommandeKeys.lists() });
}
