import { useParams } from 'react-router-dom';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import { isMissing, QueryOutcome } from '../../components/ui/QueryOutcome.tsx';
import { TitledPage } from '../../components/ui/TitledPage.tsx';
import { useFormationReservee } from '../../features/trainings/api/getFormationReservee.ts';
import { TrainingFollowUp } from '../../features/trainings/components/TrainingFollowUp.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/formation/{id}/{idcommandeproduit}`: a session the customer booked, to follow it. */
export default function TrainingRoute() {
  const params = useParams();
  const id = parseId(params.id);
  const idCommandeProduit = parseId(params.idcommandeproduit);
  const key = id !== null && idCommandeProduit !== null ? { id, idCommandeProduit } : null;
  const query = useFormationReservee(key);
  const missing = isMissing(query, key !== null);
  useDocumentTitle(missing ? TRAINING_TEXTS.notFound.title : (query.data?.Libelle ?? 'Formation'));

  return (
    <QueryOutcome query={query} missing={missing} notFound={TRAINING_TEXTS.notFound} minHeight="28rem">
      {(formation) => (
        <TitledPage
          title={formation.Libelle}
          back={{ to: FOLLOW_UP_PATHS.trainings, label: TRAINING_TEXTS.backToList }}
        >
          <TrainingFollowUp formation={formation} />
        </TitledPage>
      )}
    </QueryOutcome>
  );
}
