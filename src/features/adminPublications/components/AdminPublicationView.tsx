import type { ReactNode } from 'react';
import { ETAT_PUBLICATION } from '../../../../domain/referenceIds.ts';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { PublicationDetail, titleOf, usePublicationReferenceLists } from '../../publications/public.ts';
import { useBoPublication, type BoPublication } from '../api/getBoPublication.ts';
import { ChangesSinceRefusal } from './fixList/ChangesSinceRefusal.tsx';
import { OwnerSection } from './OwnerSection.tsx';
import { StaffReferencingSection } from './StaffReferencingSection.tsx';
import { StaffVerificationSection } from './StaffVerificationSection.tsx';
import styles from './AdminPublicationView.module.css';

export interface AdminPublicationViewProps {
  idPersonne: number | null;
  id: number | null;
  /** The way back, above the title. */
  back: ReactNode;
  /** What the page offers beside reading, under the title (the edit link). */
  actions?: (publication: BoPublication) => ReactNode;
  /**
   * The moderation's answer: it comes after everything it judges (the changes since the refusal, the sections,
   * the verifications), so that reading order, keyboard order and visual order agree.
   */
  decision?: (publication: BoPublication) => ReactNode;
}

/** A publication of any account read in full, with its owner, its state, its last answer and its history. */
export function AdminPublicationView({ idPersonne, id, back, actions, decision }: AdminPublicationViewProps) {
  const publication = useBoPublication(idPersonne, id);
  const lists = usePublicationReferenceLists();
  const missing =
    idPersonne === null || id === null || (publication.error instanceof ApiError && publication.error.isNotFound);
  useDocumentTitle(missing ? T.notFound.title : publication.data ? titleOf(publication.data) : 'Publication');

  if (missing) return <NotFound title={T.notFound.title} message={T.notFound.message} />;
  if (publication.isError)
    return <ErrorState message={errorMessage(publication.error)} onRetry={() => void publication.refetch()} />;
  if (lists.status === 'error') return <ErrorState message={errorMessage(lists.error)} onRetry={lists.retry} />;
  if (publication.isPending || lists.status === 'pending') return <LoadingState minHeight="32rem" />;

  return (
    <div className={page.page}>
      <div className={page.header}>
        {back}
        <h1 className={page.title}>{titleOf(publication.data)}</h1>
      </div>
      <OwnerSection publication={publication.data} />
      {publication.data.IdEtatPublication === ETAT_PUBLICATION.enAttenteDeModeration && (
        <ChangesSinceRefusal publication={publication.data} />
      )}
      {actions && <div className={styles.actions}>{actions(publication.data)}</div>}
      <PublicationDetail
        publication={publication.data}
        lists={lists.lists}
        afterTracking={
          <>
            <StaffReferencingSection publication={publication.data} />
            <StaffVerificationSection publication={publication.data} />
          </>
        }
      />
      {decision && <div className={styles.decision}>{decision(publication.data)}</div>}
    </div>
  );
}
