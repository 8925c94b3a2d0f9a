import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryRetryDependencies } from '../../../../machines/deliveryRetry/types.ts';
import { ADMIN_DELIVERY_TEXTS, DELIVERY_STATE_LABELS } from '../../../../domain/referencing/deliveryTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { post } from '../../../lib/api/client.ts';
import { boLivraisonQueryOptions, type Livraison } from './getBoLivraison.ts';
import { boLivraisonKeys } from './boLivraisonKeys.ts';

/**
 * The retry machine's effects in the application: the real call; the delivery shows at once as the server answered
 * it, then it and the list are read again; a toast says the state it is in now.
 */
export function deliveryRetryDependencies(queryClient: QueryClient): DeliveryRetryDependencies {
  return {
    api: { relancer: (id, signal) => post('/BO/Livraison/Livraison_Relancer', { Id: id }, { signal }) },
    retried: (livraison) => {
      queryClient.setQueryData(boLivraisonQueryOptions(livraison.Id).queryKey, (shown: Livraison | undefined) =>
        shown ? { ...shown, ...livraison } : shown,
      );
      void queryClient.invalidateQueries({ queryKey: boLivraisonKeys.all() });
      const message = ADMIN_DELIVERY_TEXTS.retry.done(livraison.Id, DELIVERY_STATE_LABELS[livraison.Etat]);
      if (livraison.Etat === 'envoyee' || livraison.Etat === 'acquittee') toast.success(message);
      else toast.warning(message);
    },
  };
}
