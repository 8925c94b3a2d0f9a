import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { PAYMENT_PAGE_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import {
  createPaymentCheckMachine,
  READING_INTERVAL_MS,
} from '../../../../machines/paymentCheck/paymentCheckMachine.ts';
import type { EtatPaiementCommande } from '../../../../machines/paymentCheck/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { getPaymentState } from '../api/paymentApi.ts';
import { outcomePath } from '../outcomePaths.ts';
import styles from './PaymentPages.module.css';

function pause(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, READING_INTERVAL_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

/** /payment/check: waits for the provider's notification, then shows the outcome's page. */
export function PaymentCheckPage({ idCommande }: { idCommande: number }) {
  useDocumentTitle(PAYMENT_PAGE_TEXTS.checkTitle);
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createPaymentCheckMachine({
      api: { etat: (id, signal) => getPaymentState(id, signal) },
      pause,
      settled: (etat: EtatPaiementCommande) => void navigate(outcomePath(etat), { replace: true }),
    }),
  );
  const actor = useActorRef(machine, { input: { idCommande }, inspect: devInspect() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const retry = () => actor.send({ type: 'check.retry' });

  return (
    <div className={page.page}>
      <h1 className={page.title}>{PAYMENT_PAGE_TEXTS.checkTitle}</h1>
      {(state === 'reading' || state === 'waiting' || state === 'settled') && (
        <LoadingState label={PAYMENT_PAGE_TEXTS.checking} minHeight="12rem" />
      )}
      {(state === 'gaveUp' || state === 'failed') && (
        <div className={styles.panel} role="alert">
          <p>{state === 'gaveUp' ? PAYMENT_PAGE_TEXTS.gaveUp : (error ?? PAYMENT_PAGE_TEXTS.checkFailed)}</p>
          <div className={styles.actions}>
            <Button onPress={retry}>{PAYMENT_PAGE_TEXTS.retry}</Button>
            <Link to={FOLLOW_UP_PATHS.order(idCommande)}>{PAYMENT_PAGE_TEXTS.seeOrder}</Link>
          </div>
        </div>
      )}
    </div>
  );
}
