import type { CheckoutDependencies } from '../../../../machines/checkout/types.ts';
import { post } from '../../../lib/api/client.ts';
import { startPayment } from '../../payment/public.ts';

/** The confirmation's server calls: its conditions, placing the order, opening its payment. */
export const checkoutApi: CheckoutDependencies['api'] = {
  conditions: (signal) => post('/Commande/Commande_GetConditions', {}, { signal }),
  placeCommande: ({ values, idempotencyKey }, signal) =>
    post('/Commande/Commande_Create', values, { signal, idempotencyKey }),
  startPayment,
};
