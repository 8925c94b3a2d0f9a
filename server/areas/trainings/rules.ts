import type { Participant } from '../../../domain/order/trainingAttendees.ts';

/** An attendee as stored: seat `rang` (from 1). */
export interface SeatedAttendee {
  rang: number;
  prenom: string;
  nom: string;
  email: string;
}

function sameAttendee(stored: SeatedAttendee, next: Participant): boolean {
  return (
    stored.prenom === next.Prenom.trim() &&
    stored.nom === next.Nom.trim() &&
    stored.email.toLowerCase() === next.Email.trim().toLowerCase()
  );
}

/**
 * The seats of `next` whose attendee is new or changed (first name, name or e-mail) since `stored`: those, and
 * only those, receive a convocation.
 */
export function changedSeats(stored: readonly SeatedAttendee[], next: readonly Participant[]): Set<number> {
  const byRang = new Map(stored.map((attendee) => [attendee.rang, attendee]));
  const changed = new Set<number>();
  next.forEach((participant, index) => {
    const previous = byRang.get(index + 1);
    if (!previous || !sameAttendee(previous, participant)) changed.add(index + 1);
  });
  return changed;
}
