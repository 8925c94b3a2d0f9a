import type { QueryClient } from '@tanstack/react-query';
import type { PaymentRefundDependencies } from '../../../../machines/paymentRefund/types.ts';
import { STAFF_REFUND_TEXTS } from '../../../../domain/order/paymentIncidents.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { rembourserPaiement, showPaiementRembourse } from './rembourserPaiement.ts';

/** The machine's effects in the application: the real call, the order in the cache, a toast naming the credit note. */
export function paymentRefundDependencies(queryClient: QueryClient): PaymentRefundDependencies {
  return {
    api: { rembourserPaiement: (input, signal) => rembourserPaiement(input, { signal }) },
    refunded: (commande) => {
      showPaiementRembourse(queryClient, commande);
      const avoir = commande.Commande.Factures.filter((facture) => facture.Avoir).at(-1);
      toast.success(STAFF_REFUND_TEXTS.done(avoir?.Numero ?? ''));
    },
  };
}
