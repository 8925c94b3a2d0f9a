import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import page from '../../../../components/ui/Page.module.css';
import type { Publication } from '../../api/getPublication.ts';
import { publicationPath } from '../../utils/wizardPath.ts';
import { titleOf, volumeOf } from '../list/publicationText.ts';
import styles from './PublicationDetail.module.css';

export interface PublicationHeaderProps {
  publication: Publication;
}

/** The publication's title, and the ways to change it or go back to the list. */
export function PublicationHeader({ publication }: PublicationHeaderProps) {
  const volume = volumeOf(publication);
  return (
    <div className={page.header}>
      <h1 className={page.title}>{titleOf(publication)}</h1>
      {volume && <p className={styles.subtitle}>{volume}</p>}
      <div className={styles.actions}>
        {/* Without a step, the wizard opens at the first step still to complete. */}
        <ButtonLink to={`${publicationPath(publication.Id)}/edit`}>Modifier</ButtonLink>
        <ButtonLink to="/publications" variant="secondary">
          Retour à mes publications
        </ButtonLink>
      </div>
    </div>
  );
}
