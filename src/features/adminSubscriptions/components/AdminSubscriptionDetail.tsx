import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import {
  ADMIN_SUBSCRIPTION_TEXTS as T,
  BO_SUBSCRIPTION_NOT_FOUND,
} from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { createAdminSubscriptionMachine } from '../../../../machines/adminSubscription/adminSubscriptionMachine.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { boAbonnementApi } from '../api/boAbonnement.ts';
import { boSubscriptionKeys } from '../api/boSubscriptionKeys.ts';
import { ADMIN_SUBSCRIPTION_PATHS } from '../paths.ts';
import { CancelSubscriptionSection } from './CancelSubscriptionSection.tsx';
import { clientName } from './clientName.ts';
import { SubscriptionFacts } from './SubscriptionFacts.tsx';

const BACK_TO_LIST = { to: ADMIN_SUBSCRIPTION_PATHS.list, label: T.backToList };

function SubscriptionNotFound() {
  useDocumentTitle(T.notFoundTitle);
  return <NotFound title={T.notFoundTitle} message={BO_SUBSCRIPTION_NOT_FOUND} home={BACK_TO_LIST} />;
}

/** The page of a subscription whose id is well formed. */
function SubscriptionPage({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    createAdminSubscriptionMachine({
      api: boAbonnementApi,
      cancelled: (abonnement) => {
        void queryClient.invalidateQueries({ queryKey: boSubscriptionKeys.all() });
        toast.success(T.cancel.done(abonnement.Abonnement.Libelle, formatDate(abonnement.Abonnement.DateFin)));
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { id }, inspect: devInspect() });
  const { abonnement, loadError, cancelError } = snapshot.context;
  useDocumentTitle(abonnement?.Abonnement.Libelle ?? T.detailFallbackTitle);

  if (snapshot.matches('notFound')) return <SubscriptionNotFound />;
  if (snapshot.matches('loadFailed'))
    return (
      <ErrorState
        message={loadError ?? T.loadSubscriptionFailed}
        onRetry={() => send({ type: 'adminSubscription.retryLoad' })}
      />
    );
  if (!abonnement) return <LoadingState minHeight="32rem" />;

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{abonnement.Abonnement.Libelle}</h1>
        <p className={page.lead}>{T.detailLead(abonnement.Abonnement.Id, clientName(abonnement))}</p>
      </div>
      <SubscriptionFacts abonnement={abonnement} />
      <CancelSubscriptionSection
        abonnement={abonnement}
        canCancel={snapshot.can({ type: 'adminSubscription.cancel' })}
        isConfirming={snapshot.matches({ ready: 'confirming' })}
        isCancelling={snapshot.matches({ ready: 'cancelling' })}
        refusal={cancelError}
        onRequest={() => send({ type: 'adminSubscription.cancel' })}
        onConfirm={() => send({ type: 'adminSubscription.confirmCancel' })}
        onDismiss={() => send({ type: 'adminSubscription.dismissCancel' })}
      />
    </div>
  );
}

/** `/admin/abonnement/{id}`: a subscription, or a French not-found page for an id that names none. */
export function AdminSubscriptionDetail({ id }: { id: number | null }) {
  return id === null ? <SubscriptionNotFound /> : <SubscriptionPage key={id} id={id} />;
}
