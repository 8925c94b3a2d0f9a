import type { components } from '../../../openapi/generated/schema.d.ts';
import { attendeesEditable, ATTENDEE_TEXTS, type Participant } from '../../../domain/order/trainingAttendees.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { convocationMail } from './convocationMail.ts';
import {
  findAttendedLine,
  findAttendees,
  replaceAttendees,
  type AttendedLine,
  type AttendeeRow,
} from './repository.ts';
import { changedSeats } from './rules.ts';

type ParticipantsFormation = components['schemas']['ParticipantsFormation'];

export function toParticipant(row: Pick<AttendeeRow, 'prenom' | 'nom' | 'email'>): Participant {
  return { Prenom: row.prenom, Nom: row.nom, Email: row.email };
}

function toParticipantsFormation(line: AttendedLine, attendees: readonly AttendeeRow[]): ParticipantsFormation {
  return {
    IdProduit: line.idProduit,
    IdCommandeProduit: line.idCommandeProduit,
    Places: line.places,
    Modifiable: attendeesEditable(line.session.dateDebut, parisToday()),
    Participants: attendees.map(toParticipant),
    Acheteur: toParticipant(line.acheteur),
  };
}

export interface AttendedLineKey {
  idCompte: number;
  idProduit: number;
  idCommandeProduit: number;
}

/** The attendees of a line of the account's, or undefined for a line that is not one of its paid trainings. */
export async function readAttendees(db: Database, key: AttendedLineKey): Promise<ParticipantsFormation | undefined> {
  const line = await findAttendedLine(db, key.idCompte, key);
  if (!line) return undefined;
  return toParticipantsFormation(line, await findAttendees(db, [line.idCommandeProduit]));
}

/** Why a list cannot be saved: the caller answers 400 with the field, or 409. */
export class AttendeesRefused extends HttpError {}

/**
 * Replaces a line's attendees in one transaction that holds the line, and queues the convocation of every new or
 * changed attendee in it; the convocations are delivered once it has committed.
 */
export async function saveAttendees(
  { db, mailer }: { db: Database; mailer: Mailer },
  key: AttendedLineKey,
  participants: readonly Participant[],
): Promise<{ formation: ParticipantsFormation; convocations: number } | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const line = await findAttendedLine(tx, key.idCompte, key, true);
    if (!line) return undefined;
    if (!attendeesEditable(line.session.dateDebut, parisToday())) throw new HttpError(409, ATTENDEE_TEXTS.frozen);
    if (participants.length !== line.places) {
      throw new AttendeesRefused(400, ATTENDEE_TEXTS.oneAttendeePerSeat(line.places));
    }
    const changed = changedSeats(await findAttendees(tx, [line.idCommandeProduit]), participants);
    await replaceAttendees(tx, line.idCommandeProduit, participants, changed);
    const mails: number[] = [];
    for (const rang of changed) {
      const participant = participants[rang - 1]!;
      mails.push(
        await mailer.queue(
          tx,
          convocationMail({
            participant: {
              prenom: participant.Prenom.trim(),
              nom: participant.Nom.trim(),
              email: participant.Email.trim(),
            },
            acheteur: line.acheteur,
            libelle: line.libelle ?? '',
            session: line.session,
          }),
        ),
      );
    }
    const attendees = await findAttendees(tx, [line.idCommandeProduit]);
    return { formation: toParticipantsFormation(line, attendees), mails };
  });
  if (!outcome) return undefined;
  for (const id of outcome.mails) await mailer.deliver(id);
  return { formation: outcome.formation, convocations: outcome.mails.length };
}
