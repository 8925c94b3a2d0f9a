import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';
import type { SessionFormation } from '../../../lib/api/types.ts';
import styles from './SessionList.module.css';

function datesLabel(session: SessionFormation): string {
  const debut = formatDate(session.DateDebut);
  const fin = formatDate(session.DateFin);
  return debut === fin ? `Le ${debut}` : `Du ${debut} au ${fin}`;
}

function placesLabel(places: number): string {
  if (places <= 0) return 'Complet';
  return places === 1 ? '1 place restante' : `${places} places restantes`;
}

/** The sessions of a training: dates, place and remaining seats. */
export function SessionList({
  sessions,
  renderAction,
}: {
  sessions: readonly SessionFormation[];
  /** What a session offers (the basket's « Ajouter au panier »), given by the page. */
  renderAction?: (session: SessionFormation, dates: string) => ReactNode;
}) {
  if (sessions.length === 0) return <EmptyState>Aucune session n'est programmée pour le moment.</EmptyState>;
  const sorted = [...sessions].sort((a, b) => a.DateDebut.localeCompare(b.DateDebut));
  return (
    <ul className={styles.list}>
      {sorted.map((session) => (
        <li key={session.Id} className={styles.session}>
          <p className={styles.dates}>{datesLabel(session)}</p>
          <p className={styles.place}>{session.Lieu}</p>
          <p className={session.PlacesRestantes > 0 ? styles.places : styles.full}>
            {placesLabel(session.PlacesRestantes)}
          </p>
          {renderAction && <div className={styles.action}>{renderAction(session, datesLabel(session))}</div>}
        </li>
      ))}
    </ul>
  );
}
