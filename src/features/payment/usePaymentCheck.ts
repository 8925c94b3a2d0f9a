import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createPaymentCheckMachine, READING_INTERVAL_MS } from '../../../machines/paymentCheck/paymentCheckMachine.ts';
import { devInspect } from '../../lib/dev/inspector.ts';
import { getPaymentState } from './api/paymentApi.ts';
import type { PaymentCheckActorRef } from './components/PaymentCheckPage.tsx';
import { outcomePath } from './outcomePaths.ts';

function pause(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, READING_INTERVAL_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

/** The payment check of `idCommande` over the real call; once settled, the outcome's page replaces this one. */
export function usePaymentCheck(idCommande: number): PaymentCheckActorRef {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createPaymentCheckMachine({
      api: { etat: (id, signal) => getPaymentState(id, signal) },
      pause,
      settled: (etat) => void navigate(outcomePath(etat), { replace: true }),
    }),
  );
  return useActorRef(machine, { input: { idCommande }, inspect: devInspect() });
}
