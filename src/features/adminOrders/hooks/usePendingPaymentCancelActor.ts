import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createPendingPaymentCancelMachine,
  type PendingPaymentCancelMachine,
} from '../../../../machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts';
import { pendingPaymentCancelDependencies } from '../api/pendingPaymentCancelDependencies.ts';

export type PendingPaymentCancelActorRef = ActorRefFrom<PendingPaymentCancelMachine>;

/** The machine that cancels an order's pending payment attempt, over the real call and the back office's cache. */
export function usePendingPaymentCancelActor(): PendingPaymentCancelActorRef {
  return useQueryClientActor((queryClient) =>
    createPendingPaymentCancelMachine(pendingPaymentCancelDependencies(queryClient)),
  );
}
