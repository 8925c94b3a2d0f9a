import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectDialog, selectJustCancelled } from '../../../../machines/subscriptionCancel/selectors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../../domain/subscription/subscriptionTexts.ts';
import { EmptyCardList } from '../../../components/ui/EmptyCardList.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useAbonnements } from '../api/getAbonnements.ts';
import type { SubscriptionCancelActorRef } from '../hooks/useSubscriptionCancelActor.ts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';
import { renewalId, SubscriptionCard } from './SubscriptionCard.tsx';
import styles from './Subscriptions.module.css';

export interface MySubscriptionsProps {
  /** The machine that cancels a subscription (confirm, call, retry). */
  cancel: SubscriptionCancelActorRef;
  /** The subscriptions' rubrique, where the empty list invites the customer. */
  subscriptionsPath: string;
}

/** The customer's subscriptions, each with its period, its renewal and « Résilier mon abonnement ». */
export function MySubscriptions({ cancel, subscriptionsPath }: MySubscriptionsProps) {
  const list = useAbonnements();
  const dialog = useSelector(cancel, selectDialog);
  const justCancelled = useSelector(cancel, selectJustCancelled);
  useEffect(() => {
    // The pressed button is gone with the renewal: focus goes to the words that now say how the subscription ends.
    if (justCancelled) document.getElementById(renewalId(justCancelled))?.focus();
  }, [justCancelled]);

  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState minHeight="20rem" />;
  if (list.data.length === 0) {
    return (
      <EmptyCardList to={subscriptionsPath} linkText={SUBSCRIPTION_TEXTS.browseSubscriptions}>
        {SUBSCRIPTION_TEXTS.empty}
      </EmptyCardList>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={SUBSCRIPTION_TEXTS.listTitle}>
        {list.data.map((abonnement) => (
          <SubscriptionCard
            key={abonnement.Id}
            abonnement={abonnement}
            isDisabled={dialog.open}
            onCancel={(chosen) => cancel.send({ type: 'subscriptionCancel.request', abonnement: chosen })}
          />
        ))}
      </ul>
      <CancelSubscriptionDialog
        state={dialog}
        onConfirm={() => cancel.send({ type: 'subscriptionCancel.confirm' })}
        onRetry={() => cancel.send({ type: 'subscriptionCancel.retry' })}
        onDismiss={() => cancel.send({ type: 'subscriptionCancel.dismiss' })}
      />
    </>
  );
}
