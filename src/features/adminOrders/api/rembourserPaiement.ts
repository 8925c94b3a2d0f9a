import type { QueryClient } from '@tanstack/react-query';
import type { RembourserPaiementInput } from '../../../../machines/paymentRefund/types.ts';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { boCommandeQueryOptions, type BoCommande } from './getBoCommande.ts';
import { boCommandeKeys } from './boCommandeKeys.ts';

/** Records the refund of a payment « à rembourser », with its credit note. Run by the payment refund machine. */
export function rembourserPaiement(input: RembourserPaiementInput, options?: PostOptions): Promise<BoCommande> {
  return post(
    '/BO/Commande/Paiement_Rembourser',
    { IdCommande: input.idCommande, IdPaiement: input.idPaiement },
    options,
  );
}

/** The order shows as the server answered it (its new credit note with it); the list reads its marks again. */
export function showPaiementRembourse(queryClient: QueryClient, commande: BoCommande): void {
  queryClient.setQueryData(boCommandeQueryOptions(commande.Commande.Id).queryKey, commande);
  void queryClient.invalidateQueries({ queryKey: boCommandeKeys.lists() });
}
