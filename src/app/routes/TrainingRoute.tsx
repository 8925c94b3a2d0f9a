import { Link, useParams } from 'react-router-dom';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useFormationReservee } from '../../features/trainings/api/getFormationReservee.ts';
import { TrainingFollowUp } from '../../features/trainings/components/TrainingFollowUp.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/formation/{id}/{idcommandeproduit}`: a session the customer booked, to follow it. */
export default function TrainingRoute() {
  const params = useParams();
  const id = parseId(params.id);
  const idCommandeProduit = parseId(params.idcommandeproduit);
  const key = id !== null && idCommandeProduit !== null ? { id, idCommandeProduit } : null;
  const formation = useFormationReservee(key);
  const missing = key === null || (formation.error instanceof ApiError && formation.error.isNotFound);
  useDocumentTitle(missing ? TRAINING_TEXTS.notFound.title : (formation.data?.Libelle ?? 'Formation'));

  if (missing) return <NotFound title={TRAINING_TEXTS.notFound.title} message={TRAINING_TEXTS.notFound.message} />;
  if (formation.isError)
    return <ErrorState message={errorMessage(formation.error)} onRetry={() => void formation.refetch()} />;
  if (formation.isPending) return <LoadingState minHeight="28rem" />;

  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to={FOLLOW_UP_PATHS.trainings} className={page.back}>
          {TRAINING_TEXTS.backToList}
        </Link>
        <h1 className={page.title}>{formation.data.Libelle}</h1>
      </div>
      <TrainingFollowUp formation={formation.data} />
    </div>
  );
}
