import { useParams } from 'react-router-dom';
import page from '../../components/ui/Page.module.css';
import { PublicationWizard } from '../../features/publications/components/wizard/PublicationWizard.tsx';
import { useWizardActor } from '../../features/publications/hooks/useWizardActor.ts';
import { WIZARD_TITLE } from '../../features/publications/utils/wizardTexts.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/publication/create` and `/publication/{id}/edit/{step}`: the five-step wizard (spec 1 §2, §4). */
export default function PublicationWizardRoute() {
  useDocumentTitle(WIZARD_TITLE);
  const { id, step } = useParams();
  const actor = useWizardActor({ id: id ?? null, step: step ?? null });
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{WIZARD_TITLE}</h1>
      </div>
      <PublicationWizard actor={actor} />
    </div>
  );
}
