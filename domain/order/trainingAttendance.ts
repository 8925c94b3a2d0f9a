import type { EtatPresence } from './trainingTexts.ts';

/** What the attendance rule reads of a booked session. */
export interface BookedSession {
  /** ISO dates. */
  dateDebut: string;
  dateFin: string;
  /** Attendance taken by the trainer: true present, false absent, null not taken. */
  presence: boolean | null;
}

/**
 * Where the trainee stands: before the session, during it, then present or absent once attendance is taken —
 * ended while it is not.
 */
export function etatPresence(session: BookedSession, today: string): EtatPresence {
  if (today < session.dateDebut) return 'aVenir';
  if (today <= session.dateFin && session.presence === null) return 'enCours';
  if (session.presence === true) return 'presente';
  if (session.presence === false) return 'absente';
  return 'terminee';
}
