import { Link } from 'react-router-dom';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { PublicationWizard, WIZARD_TITLE } from '../../publications/public.ts';
import { useBoPublication } from '../api/getBoPublication.ts';
import { useBoWizardActor } from '../hooks/useBoWizardActor.ts';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../paths.ts';
import { OwnerSection } from './OwnerSection.tsx';

export interface AdminPublicationEditProps {
  idPersonne: number;
  id: number;
  /** The step the address names, checked by the wizard's machine. */
  step: string | null;
}

/**
 * The author's five-step wizard on the publication of the account `idPersonne`, saving through the back
 * office's calls (spec 2 §2); the way back leads to the list.
 */
export function AdminPublicationEdit({ idPersonne, id, step }: AdminPublicationEditProps) {
  useDocumentTitle(WIZARD_TITLE);
  const actor = useBoWizardActor(idPersonne, { id, step });
  // Whose publication it is, once known; the wizard does not wait for it.
  const publication = useBoPublication(idPersonne, id);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to={PATHS.list} className={page.back}>
          ← Publications
        </Link>
        <h1 className={page.title}>{WIZARD_TITLE}</h1>
      </div>
      {publication.data && <OwnerSection publication={publication.data} />}
      <PublicationWizard actor={actor} canReportMarque={false} />
    </div>
  );
}
