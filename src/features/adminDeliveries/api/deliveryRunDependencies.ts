import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryRunDependencies } from '../../../../machines/deliveryRun/types.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { post } from '../../../lib/api/client.ts';
import { boLivraisonKeys } from './boLivraisonKeys.ts';

/**
 * The run machine's effects in the application: the real call, then the server's own words in a toast (a warning
 * when there was nothing to deliver, or when the delivery could not be sent yet) and the list read again.
 */
export function deliveryRunDependencies(queryClient: QueryClient): DeliveryRunDependencies {
  return {
    api: { livrer: (signal) => post('/BO/Livraison/Livraison_Livrer', {}, { signal }) },
    delivered: ({ Livraison, Message }) => {
      void queryClient.invalidateQueries({ queryKey: boLivraisonKeys.all() });
      if (Livraison === null || Livraison.Etat === 'echec' || Livraison.DerniereErreur !== null) toast.warning(Message);
      else toast.success(Message);
    },
  };
}
