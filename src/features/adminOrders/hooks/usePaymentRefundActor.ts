import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createPaymentRefundMachine,
  type PaymentRefundMachine,
} from '../../../../machines/paymentRefund/paymentRefundMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { paymentRefundDependencies } from '../api/paymentRefundDependencies.ts';

export type PaymentRefundActorRef = ActorRefFrom<PaymentRefundMachine>;

/** The machine that records the refund of an order's payment « à rembourser », over the real call and the cache. */
export function usePaymentRefundActor(): PaymentRefundActorRef {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createPaymentRefundMachine(paymentRefundDependencies(queryClient)));
  return useActorRef(machine, { inspect: devInspect() });
}
