import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createDeliveryRunMachine,
  type DeliveryRunMachine,
} from '../../../../machines/deliveryRun/deliveryRunMachine.ts';
import { deliveryRunDependencies } from '../api/deliveryRunDependencies.ts';

export type DeliveryRunActorRef = ActorRefFrom<DeliveryRunMachine>;

/** The machine of « Livrer maintenant », over the real call and the cache. */
export function useDeliveryRunActor(): DeliveryRunActorRef {
  return useQueryClientActor((queryClient) => createDeliveryRunMachine(deliveryRunDependencies(queryClient)));
}
