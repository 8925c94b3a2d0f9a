import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createDeliveryRetryMachine,
  type DeliveryRetryMachine,
} from '../../../../machines/deliveryRetry/deliveryRetryMachine.ts';
import { deliveryRetryDependencies } from '../api/deliveryRetryDependencies.ts';

export type DeliveryRetryActorRef = ActorRefFrom<DeliveryRetryMachine>;

/** The machine of « Relancer » on a delivery in failure, over the real call and the cache. */
export function useDeliveryRetryActor(): DeliveryRetryActorRef {
  return useQueryClientActor((queryClient) => createDeliveryRetryMachine(deliveryRetryDependencies(queryClient)));
}
