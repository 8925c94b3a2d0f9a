import type { QueryClient } from '@tanstack/react-query';
import type { PendingPaymentCancelDependencies } from '../../../../machines/pendingPaymentCancel/types.ts';
import { STAFF_PENDING_PAYMENT_TEXTS } from '../../../../domain/order/pendingPayment.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { annulerPaiement, showPaiementAnnule } from './annulerPaiement.ts';

/** The machine's effects in the application: the real call, the order in the cache, a toast. */
export function pendingPaymentCancelDependencies(queryClient: QueryClient): PendingPaymentCancelDependencies {
  return {
    api: { annulerPaiement: (idCommande, signal) => annulerPaiement(idCommande, { signal }) },
    cancelled: (commande) => {
      showPaiementAnnule(queryClient, commande);
      toast.success(STAFF_PENDING_PAYMENT_TEXTS.done);
    },
  };
}
