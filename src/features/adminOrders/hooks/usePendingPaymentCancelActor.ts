import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createPendingPaymentCancelMachine,
  type PendingPaymentCancelMachine,
} from '../../../../machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { pendingPaymentCancelDependencies } from '../api/pendingPaymentCancelDependencies.ts';

export type PendingPaymentCancelActorRef = ActorRefFrom<PendingPaymentCancelMachine>;

/** The machine that cancels an order's pending payment attempt, over the real call and the back office's cache. */
export function usePendingPaymentCancelActor(): PendingPaymentCancelActorRef {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createPendingPaymentCancelMachine(pendingPaymentCancelDependencies(queryClient)));
  return useActorRef(machine, { inspect: devInspect() });
}
