import { useRef } from 'react';
import { ETAT_PUBLICATION } from '../../../../../domain/referenceIds.ts';
import { authorReadOnlyReason } from '../../../../../domain/publication/authorReadOnly.ts';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import page from '../../../../components/ui/Page.module.css';
import type { Publication } from '../../api/getPublication.ts';
import { publicationPath } from '../../utils/wizardPath.ts';
import { titleOf, volumeOf } from '../list/publicationText.ts';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import { WithdrawFromModeration } from './WithdrawFromModeration.tsx';
import styles from './PublicationDetail.module.css';

export interface PublicationHeaderProps {
  publication: Publication;
}

/** The publication's title, and what its author may do with it in its state, or why they may not change it. */
export function PublicationHeader({ publication }: PublicationHeaderProps) {
  const volume = volumeOf(publication);
  const title = useRef<HTMLHeadingElement>(null);
  const editable = authorReadOnlyReason(publication.IdEtatPublication) === null;
  return (
    <div className={page.header}>
      <h1 ref={title} tabIndex={-1} className={page.title}>
        {titleOf(publication)}
      </h1>
      {volume && <p className={styles.subtitle}>{volume}</p>}
      <ReadOnlyNotice idEtatPublication={publication.IdEtatPublication} />
      <div className={styles.actions}>
        {/* Without a step, the wizard opens at the first step still to complete. */}
        {editable && (
          <ButtonLink to={`${publicationPath(publication.Id)}/edit`}>
            {publication.IdEtatPublication === ETAT_PUBLICATION.refusee ? 'Corriger la publication' : 'Modifier'}
          </ButtonLink>
        )}
        <WithdrawFromModeration publication={publication} onWithdrawn={() => title.current?.focus()} />
        <ButtonLink to="/publications" variant="secondary">
          Retour à mes publications
        </ButtonLink>
      </div>
    </div>
  );
}
