import { NATURE_MODERATION_LABELS, raisonsRefusLabel } from '../../../../../domain/publication/moderationLabels.ts';
import { formatDateHourMinute } from '../../../../../domain/frenchDates.ts';
import type { Publication } from '../../api/getPublication.ts';
import styles from './PublicationDetail.module.css';

export interface ModerationHistoryProps {
  historique: Publication['HistoriqueModeration'];
}

/** The publication's submissions, withdrawals and answers, oldest first, each with its reasons and comment. */
export function ModerationHistory({ historique }: ModerationHistoryProps) {
  if (historique.length === 0) {
    return <p className={styles.missing}>Cette publication n'a pas encore été soumise à la modération.</p>;
  }
  return (
    <ol className={styles.history}>
      {historique.map((evenement, index) => (
        <li key={`${evenement.Date}-${index}`} className={styles.event}>
          <p className={styles.eventTitle}>
            <time dateTime={evenement.Date}>{formatDateHourMinute(evenement.Date)}</time>
            <span aria-hidden="true"> — </span>
            <span className={styles.eventNature}>{NATURE_MODERATION_LABELS[evenement.Nature]}</span>
          </p>
          {evenement.RaisonsRefus.length > 0 && (
            <p>
              {raisonsRefusLabel(evenement.RaisonsRefus.length)} :{' '}
              {evenement.RaisonsRefus.map((raison) => raison.Libelle).join(', ')}
            </p>
          )}
          {evenement.Commentaire && <p className={styles.text}>Commentaire : {evenement.Commentaire}</p>}
        </li>
      ))}
    </ol>
  );
}
