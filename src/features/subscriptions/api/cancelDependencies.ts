import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionCancelDependencies } from '../../../../machines/subscriptionCancel/types.ts';
import { SUBSCRIPTION_TEXTS } from '../../../../domain/subscription/subscriptionTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { resilierAbonnement, showResilie } from './resilierAbonnement.ts';

/** The cancel machine's effects in the application: the real call, the list in the cache, a toast. */
export function subscriptionCancelDependencies(queryClient: QueryClient): SubscriptionCancelDependencies {
  return {
    api: { resilier: (id, signal) => resilierAbonnement(id, { signal }) },
    cancelled: (abonnement) => {
      showResilie(queryClient, abonnement);
      toast.success(SUBSCRIPTION_TEXTS.cancelled(abonnement.Libelle, formatDate(abonnement.DateFin)));
    },
  };
}
