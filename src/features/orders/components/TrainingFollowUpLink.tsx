import { ATTENDEE_TEXTS } from '../../../../domain/order/trainingAttendees.ts';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import styles from './ArticleDownloadLink.module.css';

/** « Indiquer les participants »: leads to a booked session's page; named after the training for readers. */
export function TrainingFollowUpLink({ libelle, to }: { libelle: string; to: string }) {
  return (
    <span className={styles.link}>
      <ButtonLink to={to} variant="secondary" aria-label={ATTENDEE_TEXTS.giveAttendeesOf(libelle)}>
        {ATTENDEE_TEXTS.giveAttendees}
      </ButtonLink>
    </span>
  );
}
