import { Navigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useAccount } from '../../features/account/public.ts';
import { useAuth } from '../../features/auth/useAuth.ts';
import { PublicationWizard } from '../../features/publications/components/wizard/PublicationWizard.tsx';
import { useWizardActor } from '../../features/publications/hooks/useWizardActor.ts';
import { WIZARD_TITLE } from '../../features/publications/utils/wizardTexts.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

const CONDITIONS_PATH = '/publication/conditions';

function Wizard({ id, step }: { id: string | null; step: string | null }) {
  const actor = useWizardActor({ id, step });
  return <PublicationWizard actor={actor} />;
}

/**
 * A new publication starts from the conditions until its author has accepted them once (stored with the account);
 * an existing one opens at once. The wizard keeps its place in the tree either way, so that a create's move to the
 * new id keeps it.
 */
function ConditionsGate({ id, step }: { id: string | null; step: string | null }) {
  const auth = useAuth();
  const creating = id === null;
  const account = useAccount(auth.person?.Login ?? '', { enabled: creating && auth.status === 'authenticated' });
  if (creating && account.isError)
    return <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />;
  if (creating && !account.data) return <LoadingState />;
  if (creating && account.data?.DateAcceptationConditionsPublication === null)
    return <Navigate to={CONDITIONS_PATH} replace />;
  return <Wizard id={id} step={step} />;
}

/** `/publication/create` and `/publication/{id}/edit/{step}`: the five-step wizard (spec 1 §2, §4). */
export default function PublicationWizardRoute() {
  useDocumentTitle(WIZARD_TITLE);
  const { id, step } = useParams();
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{WIZARD_TITLE}</h1>
      </div>
      <ConditionsGate id={id ?? null} step={step ?? null} />
    </div>
  );
}
