import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import page from '../../components/ui/Page.module.css';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { MyTrainings } from '../../features/trainings/components/MyTrainings.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** The rubrique of the trainings (Rubrique.Code). */
const TRAINING_RUBRIQUE_CODE = 'FORMATION';

/** « Mes Formations » (spec 2 §2): the sessions booked through paid orders. */
export default function TrainingsRoute() {
  useDocumentTitle(TRAINING_TEXTS.listTitle);
  const rubrique = useRubriques().data?.find((item) => item.Code === TRAINING_RUBRIQUE_CODE && item.Visible);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{TRAINING_TEXTS.listTitle}</h1>
        <p className={page.lead}>{TRAINING_TEXTS.listLead}</p>
      </div>
      <MyTrainings trainingsPath={rubrique ? `/rubrique/${rubrique.Id}` : '/'} />
    </div>
  );
}
