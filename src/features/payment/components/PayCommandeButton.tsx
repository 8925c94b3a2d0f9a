import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import { createPaymentStartMachine } from '../../../../machines/paymentStart/paymentStartMachine.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { startPayment } from '../api/paymentApi.ts';
import { postPaymentForm } from '../postPaymentForm.ts';
import styles from './PaymentPages.module.css';

export interface PayCommandeButtonProps {
  idCommande: number;
  label?: string;
}

const machine = createPaymentStartMachine({
  startPayment: (input, signal) => startPayment(input, signal),
  redirect: postPaymentForm,
});

/** « Payer cette commande »: a new payment attempt of an unpaid order, then the provider's page. */
export function PayCommandeButton({ idCommande, label = CHECKOUT_TEXTS.payCommande }: PayCommandeButtonProps) {
  const [input] = useState(() => ({ idCommande, idempotencyKey: crypto.randomUUID() }));
  const actor = useActorRef(machine, { input, inspect: devInspect() });
  const busy = useSelector(actor, (snapshot) => snapshot.matches('starting') || snapshot.matches('redirecting'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  return (
    <div>
      <Button onPress={() => actor.send({ type: 'paymentStart.start' })} isDisabled={busy}>
        {busy ? CHECKOUT_TEXTS.paying : label}
      </Button>
      {failed && (
        <p className={styles.payError} role="alert">
          {CHECKOUT_TEXTS.paymentOpenFailed}
          {error ? ` ${error}` : ''}
        </p>
      )}
    </div>
  );
}
