import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { MyTrainings } from '../../features/trainings/components/MyTrainings.tsx';

/** The rubrique of the trainings (Rubrique.Code). */
const TRAINING_RUBRIQUE_CODE = 'FORMATION';

/** « Mes Formations » (spec 2 §2): the sessions booked through paid orders. */
export default function TrainingsRoute() {
  const rubrique = useRubriques().data?.find((item) => item.Code === TRAINING_RUBRIQUE_CODE && item.Visible);
  return (
    <RoutePage title={TRAINING_TEXTS.listTitle} lead={TRAINING_TEXTS.listLead}>
      <MyTrainings trainingsPath={rubrique ? `/rubrique/${rubrique.Id}` : '/'} />
    </RoutePage>
  );
}
