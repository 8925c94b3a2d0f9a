import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createPaymentRefundMachine,
  type PaymentRefundMachine,
} from '../../../../machines/paymentRefund/paymentRefundMachine.ts';
import { paymentRefundDependencies } from '../api/paymentRefundDependencies.ts';

export type PaymentRefundActorRef = ActorRefFrom<PaymentRefundMachine>;

/** The machine that records the refund of an order's payment « à rembourser », over the real call and the cache. */
export function usePaymentRefundActor(): PaymentRefundActorRef {
  return useQueryClientActor((queryClient) => createPaymentRefundMachine(paymentRefundDependencies(queryClient)));
}
