import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createSubscriptionCancelMachine,
  type SubscriptionCancelMachine,
} from '../../../../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { subscriptionCancelDependencies } from '../api/cancelDependencies.ts';

export type SubscriptionCancelActorRef = ActorRefFrom<SubscriptionCancelMachine>;

/** The cancel machine of « Mes Abonnements », over the real call and the page's query cache. */
export function useSubscriptionCancelActor(): SubscriptionCancelActorRef {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createSubscriptionCancelMachine(subscriptionCancelDependencies(queryClient)));
  return useActorRef(machine, { inspect: devInspect() });
}
