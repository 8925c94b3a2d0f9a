import { isModerationAnswered } from '../../../../../domain/publication/moderationLabels.ts';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import type { ReactNode } from 'react';
import type { Publication } from '../../api/getPublication.ts';
import { PublicationStateBadge } from '../list/PublicationStateBadge.tsx';
import { DetailItem } from './DetailItem.tsx';
import { DetailSection } from './DetailSection.tsx';
import { ModerationHistory } from './ModerationHistory.tsx';
import { ModerationItems } from './ModerationItems.tsx';
import { PublicationStepSections } from './PublicationStepSections.tsx';
import type { PublicationReferenceLists } from './usePublicationReferenceLists.ts';
import styles from './PublicationDetail.module.css';

export interface PublicationDetailProps {
  publication: Publication;
  lists: PublicationReferenceLists;
  /** What the page adds after the main facts (Suivi): the author's referencing, the bookseller's card. */
  afterTracking?: ReactNode;
}

/** Everything declared for a publication, grouped as the wizard's steps ask for it. */
export function PublicationDetail({ publication: p, lists, afterTracking }: PublicationDetailProps) {
  return (
    <div className={styles.sections}>
      <DetailSection title="Suivi">
        <DetailItem label="État">
          <PublicationStateBadge idEtatPublication={p.IdEtatPublication} announceAsState={false} />
        </DetailItem>
        <DetailItem label="Dernière modification">{formatDate(p.DateMaj)}</DetailItem>
        {/* The last answer is the current one only while the publication stands as answered. */}
        {p.Moderation && isModerationAnswered(p.IdEtatPublication) && <ModerationItems moderation={p.Moderation} />}
      </DetailSection>

      {afterTracking}

      <section className={styles.section} aria-labelledby="historique-moderation">
        <h2 id="historique-moderation" className={styles.sectionTitle}>
          Historique de la modération
        </h2>
        <ModerationHistory historique={p.HistoriqueModeration} />
      </section>

      <PublicationStepSections publication={p} lists={lists} />
    </div>
  );
}
