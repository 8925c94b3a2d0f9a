import { validateParticipantsMiseAJour } from '../../domain/validation/generated/validateParticipantsMiseAJour.js';
import { fieldErrorRecord, toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import type { Participant, ParticipantsFormation } from './types.ts';

/** The values as they are sent: trimmed, so that a space typed around an e-mail is no error. */
export function trimmedParticipants(participants: readonly Participant[]): Participant[] {
  return participants.map(({ Prenom, Nom, Email }) => ({
    Prenom: Prenom.trim(),
    Nom: Nom.trim(),
    Email: Email.trim(),
  }));
}

/** The contract's rules for the list, as the server checks them: refused fields by pointer, none when valid. */
export function attendeeFieldErrors(
  formation: ParticipantsFormation,
  participants: readonly Participant[],
): Record<string, string> {
  const values = {
    Id: formation.IdProduit,
    IdCommandeProduit: formation.IdCommandeProduit,
    Participants: trimmedParticipants(participants),
  };
  if (validateParticipantsMiseAJour(values)) return {};
  return fieldErrorRecord(toFieldErrors(validateParticipantsMiseAJour.errors));
}

/** The form's first values: the saved list, or the buyer on the first seat and empty seats after. */
export function draftParticipants(formation: ParticipantsFormation): Participant[] {
  if (formation.Participants.length > 0) return formation.Participants.map((participant) => ({ ...participant }));
  const empty: Participant = { Prenom: '', Nom: '', Email: '' };
  return Array.from({ length: formation.Places }, (_, index) =>
    index === 0 ? { ...formation.Acheteur } : { ...empty },
  );
}
