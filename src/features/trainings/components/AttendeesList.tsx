import { ATTENDEE_TEXTS as T } from '../../../../domain/order/trainingAttendees.ts';
import type { Participant } from '../../../../machines/attendees/types.ts';
import styles from './Attendees.module.css';

/** The saved attendees, seat by seat. */
export function AttendeesList({ participants }: { participants: readonly Participant[] }) {
  if (participants.length === 0) return <p className={styles.muted}>{T.none}</p>;
  return (
    <ol className={styles.list} aria-label={T.title}>
      {participants.map((participant, index) => (
        <li key={index} className={styles.attendee}>
          <span className={styles.seat}>{T.place(index + 1)}</span>
          <span className={styles.name}>{`${participant.Prenom} ${participant.Nom}`}</span>
          <span className={styles.email}>{participant.Email}</span>
        </li>
      ))}
    </ol>
  );
}
