import { raisonsRefusLabel } from '../../../../../domain/publication/moderationLabels.ts';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import type { PublicationResume } from '../../api/getPublicationPage.ts';
import styles from './PublicationList.module.css';

export interface RefusalSummaryProps {
  moderation: NonNullable<PublicationResume['Moderation']>;
}

/** A refusal in « Mes publications »: when, why, and the moderation's comment. */
export function RefusalSummary({ moderation }: RefusalSummaryProps) {
  return (
    <div className={styles.refusal}>
      <p>
        <span className={styles.refusalLabel}>{raisonsRefusLabel(moderation.RaisonsRefus.length)}</span> (réponse du{' '}
        {formatDate(moderation.DateModeration)}) : {moderation.RaisonsRefus.map((raison) => raison.Libelle).join(', ')}
      </p>
      {moderation.Commentaire && (
        <p className={styles.comment}>
          <span className={styles.refusalLabel}>Commentaire</span> : {moderation.Commentaire}
        </p>
      )}
    </div>
  );
}
