import {
  ADMIN_SUBSCRIPTION_TEXTS as T,
  BO_SUBSCRIPTION_NOT_FOUND,
} from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { useBoAbonnement } from '../api/boAbonnement.ts';
import { ADMIN_SUBSCRIPTION_PATHS } from '../paths.ts';
import { CancelSubscriptionSection } from './CancelSubscriptionSection.tsx';
import { SubscriptionFacts } from './SubscriptionFacts.tsx';
import { clientName } from './clientName.ts';

const BACK_TO_LIST = { to: ADMIN_SUBSCRIPTION_PATHS.list, label: T.backToList };

function SubscriptionNotFound() {
  useDocumentTitle(T.notFoundTitle);
  return <NotFound title={T.notFoundTitle} message={BO_SUBSCRIPTION_NOT_FOUND} home={BACK_TO_LIST} />;
}

/** The page of a subscription whose id is well formed. */
function SubscriptionPage({ id }: { id: number }) {
  const abonnement = useBoAbonnement(id);
  const missing = abonnement.error instanceof ApiError && abonnement.error.isNotFound;
  useDocumentTitle(abonnement.data?.Abonnement.Libelle ?? T.detailFallbackTitle);

  if (missing) return <SubscriptionNotFound />;
  if (abonnement.isError)
    return (
      <ErrorState
        message={`${T.loadSubscriptionFailed} ${errorMessage(abonnement.error)}`}
        onRetry={() => void abonnement.refetch()}
      />
    );
  if (abonnement.isPending) return <LoadingState minHeight="32rem" />;

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{abonnement.data.Abonnement.Libelle}</h1>
        <p className={page.lead}>{T.detailLead(abonnement.data.Abonnement.Id, clientName(abonnement.data))}</p>
      </div>
      <SubscriptionFacts abonnement={abonnement.data} />
      <CancelSubscriptionSection abonnement={abonnement.data} />
    </div>
  );
}

/** `/admin/abonnement/{id}`: a subscription, or a French not-found page for an id that names none. */
export function AdminSubscriptionDetail({ id }: { id: number | null }) {
  return id === null ? <SubscriptionNotFound /> : <SubscriptionPage key={id} id={id} />;
}
