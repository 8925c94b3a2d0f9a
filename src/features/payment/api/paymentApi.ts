import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulairePaiement, StartPaymentInput } from '../../../../machines/checkout/types.ts';
import { post } from '../../../lib/api/client.ts';
import { paymentKeys } from './paymentKeys.ts';

/** Paiement_Create: a payment attempt of the order and the signed form to post to the provider. */
export function startPayment(input: StartPaymentInput, signal?: AbortSignal): Promise<FormulairePaiement> {
  return post(
    '/Paiement/Paiement_Create',
    { IdCommande: input.idCommande },
    { signal, idempotencyKey: input.idempotencyKey },
  );
}

/** Paiement_GetEtat: where the order's payment stands; it never changes it. */
export function getPaymentState(idCommande: number, signal?: AbortSignal) {
  return post('/Paiement/Paiement_GetEtat', { IdCommande: idCommande }, { signal });
}

export function paymentStateQueryOptions(idCommande: number) {
  return queryOptions({
    queryKey: paymentKeys.state(idCommande),
    queryFn: ({ signal }) => getPaymentState(idCommande, signal),
    staleTime: 0,
  });
}

export function usePaymentState(idCommande: number | null) {
  return useQuery({ ...paymentStateQueryOptions(idCommande ?? 0), enabled: idCommande !== null });
}
