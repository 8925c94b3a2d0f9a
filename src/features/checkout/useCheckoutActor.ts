import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createCheckoutMachine } from '../../../machines/checkout/checkoutMachine.ts';
import { devInspect } from '../../lib/dev/inspector.ts';
import { useBasket } from '../basket/public.ts';
import { postPaymentForm } from '../payment/public.ts';
import { checkoutApi } from './api/checkoutApi.ts';
import type { CheckoutActorRef } from './components/CheckoutPage.tsx';

/** The confirmation's machine over the real calls; the basket reloads once the order is placed. */
export function useCheckoutActor(): CheckoutActorRef {
  const basket = useBasket();
  const reload = basket.reload;
  const [machine] = useState(() =>
    createCheckoutMachine({
      api: checkoutApi,
      orderPlaced: () => reload(),
      redirect: postPaymentForm,
    }),
  );
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useActorRef(machine, { input: { idempotencyKey }, inspect: devInspect() });
}
