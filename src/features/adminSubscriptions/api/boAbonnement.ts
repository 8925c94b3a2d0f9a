import type { AdminSubscriptionDependencies } from '../../../../machines/adminSubscription/types.ts';
import { post } from '../../../lib/api/client.ts';

/** The subscription page machine's calls: read a subscription of any account, cancel it on the customer's behalf. */
export const boAbonnementApi: AdminSubscriptionDependencies['api'] = {
  load: (id, signal) => post('/BO/Abonnement/Abonnement_Get', { Id: id }, { signal }),
  resilier: (id, signal) => post('/BO/Abonnement/Abonnement_Resilier', { Id: id }, { signal }),
};
