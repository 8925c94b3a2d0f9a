import { TRAINING_TEXTS } from '../../../../domain/order/trainingTexts.ts';
import { EmptyCardList } from '../../../components/ui/EmptyCardList.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useFormationsReservees } from '../api/getFormationsReservees.ts';
import { TrainingCard } from './TrainingCard.tsx';
import cards from '../../../components/ui/CardList.module.css';

export interface MyTrainingsProps {
  /** The trainings' rubrique, where the empty list invites the customer. */
  trainingsPath: string;
}

/** The sessions the customer booked and paid for, the nearest first. */
export function MyTrainings({ trainingsPath }: MyTrainingsProps) {
  const list = useFormationsReservees();
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState minHeight="20rem" />;
  if (list.data.length === 0) {
    return (
      <EmptyCardList to={trainingsPath} linkText={TRAINING_TEXTS.browseTrainings}>
        {TRAINING_TEXTS.empty}
      </EmptyCardList>
    );
  }
  return (
    <ul className={cards.list} aria-label={TRAINING_TEXTS.listTitle}>
      {list.data.map((formation) => (
        <TrainingCard key={formation.IdCommandeProduit} formation={formation} />
      ))}
    </ul>
  );
}
