import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { PAYMENT_PAGE_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import type { PaymentCheckMachine } from '../../../../machines/paymentCheck/paymentCheckMachine.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import styles from './PaymentPages.module.css';

export type PaymentCheckActorRef = ActorRefFrom<PaymentCheckMachine>;

/** /payment/check: waits for the provider's notification; the outcome's page then takes over. */
export function PaymentCheckPage({ check }: { check: PaymentCheckActorRef }) {
  const state = useSelector(check, (snapshot) => snapshot.value);
  const error = useSelector(check, (snapshot) => snapshot.context.error);
  const idCommande = useSelector(check, (snapshot) => snapshot.context.idCommande);
  useDocumentTitle(state === 'unknownCommande' ? COMMANDE_TEXTS.notFound.title : PAYMENT_PAGE_TEXTS.checkTitle);

  if (state === 'unknownCommande')
    return <NotFound title={COMMANDE_TEXTS.notFound.title} message={COMMANDE_TEXTS.notFound.message} />;
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
            <Button onPress={() => check.send({ type: 'paymentCheck.retry' })}>{PAYMENT_PAGE_TEXTS.retry}</Button>
            <Link to={FOLLOW_UP_PATHS.commande(idCommande)}>{PAYMENT_PAGE_TEXTS.seeCommande}</Link>
          </div>
        </div>
      )}
    </div>
  );
}
