import { ATTENDEE_TEXTS as T } from '../../../../domain/order/trainingAttendees.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { useBoParticipants } from '../api/getBoParticipants.ts';
import styles from './CommandeAttendees.module.css';

/** « Participants »: who attends each training the order booked, as the customer gave them (read only). */
export function CommandeAttendees({ idCommande }: { idCommande: number }) {
  const query = useBoParticipants(idCommande);
  return (
    <section className={styles.section} aria-labelledby="admin-order-attendees">
      <h3 id="admin-order-attendees" className={styles.title}>
        {T.title}
      </h3>
      {query.isError ? (
        <ErrorState message={`${T.loadFailed} ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState minHeight="6rem" />
      ) : (
        query.data.map((ligne) => (
          <div key={ligne.IdCommandeProduit} className={styles.training}>
            <p className={styles.libelle}>
              {ligne.Libelle}
              <span className={styles.session}>
                {` — ${formatDateRange(ligne.Session.DateDebut, ligne.Session.DateFin).toLowerCase()}, ${ligne.Session.Lieu}`}
              </span>
            </p>
            {ligne.Participants.length === 0 ? (
              <p className={styles.muted}>{T.none}</p>
            ) : (
              <ol className={styles.list} aria-label={`${T.title} : ${ligne.Libelle}`}>
                {ligne.Participants.map((participant, index) => (
                  <li key={index}>
                    {`${T.place(index + 1)} : ${participant.Prenom} ${participant.Nom}, `}
                    <span className={styles.email}>{participant.Email}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))
      )}
    </section>
  );
}
