import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createSubscriptionCancelMachine,
  type SubscriptionCancelMachine,
} from '../../../../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import { subscriptionCancelDependencies } from '../api/cancelDependencies.ts';

export type SubscriptionCancelActorRef = ActorRefFrom<SubscriptionCancelMachine>;

/** The cancel machine of « Mes Abonnements », over the real call and the page's query cache. */
export function useSubscriptionCancelActor(): SubscriptionCancelActorRef {
  return useQueryClientActor((queryClient) =>
    createSubscriptionCancelMachine(subscriptionCancelDependencies(queryClient)),
  );
}
