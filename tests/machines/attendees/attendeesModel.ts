import { expect } from 'vitest';
import { ATTENDEE_TEXTS } from '../../../domain/order/trainingAttendees.ts';
import {
  attendeesImplementations,
  attendeesMachine,
  type AttendeesMachine,
} from '../../../machines/attendees/attendeesMachine.ts';
import type { Participant, ParticipantsEnregistres, ParticipantsFormation } from '../../../machines/attendees/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The attendees machine's model: a list to give, a saved one, a frozen one; valid and refused saves. */

export const ALICE: Participant = { Prenom: 'Alice', Nom: 'Martin', Email: 'alice@brumes.example.org' };
export const BRUNO: Participant = { Prenom: 'Bruno', Nom: 'Lefèvre', Email: 'bruno@brumes.example.org' };
export const CHLOE: Participant = { Prenom: 'Chloé', Nom: 'Durand', Email: 'chloe@brumes.example.org' };

const BASE = { IdProduit: 10, IdCommandeProduit: 77, Places: 2, Acheteur: ALICE };
export const TO_GIVE: ParticipantsFormation = { ...BASE, Modifiable: true, Participants: [] };
export const SAVED: ParticipantsFormation = { ...BASE, Modifiable: true, Participants: [ALICE, BRUNO] };
export const FROZEN: ParticipantsFormation = { ...BASE, Modifiable: false, Participants: [ALICE, BRUNO] };
const ANSWER: ParticipantsEnregistres = {
  Formation: { ...SAVED, Participants: [ALICE, CHLOE] },
  ConvocationsEnvoyees: 1,
};

export const STARTED = new ApiError(ATTENDEE_TEXTS.frozen, 409);
export const REFUSED = new ApiError('Les données envoyées sont invalides.', 400, [
  { Champ: '/Participants/1/Email', Message: 'Saisie incorrecte' },
]);

/** Where the machine's `saved` effect goes. */
export const savedSink: { reported: ParticipantsEnregistres[] } = { reported: [] };

export function resetSavedSink(): void {
  savedSink.reported.length = 0;
}

const events: ModelEvent<AttendeesMachine>[] = [
  { type: 'attendees.loaded', formation: TO_GIVE },
  { type: 'attendees.loaded', formation: SAVED },
  { type: 'attendees.loaded', formation: FROZEN },
  { type: 'attendees.edit' },
  { type: 'attendees.cancel' },
  { type: 'attendees.save', participants: [ALICE, { ...CHLOE, Email: ` ${CHLOE.Email} ` }] },
  // The same e-mail twice, and a seat left empty: refused before anything is sent.
  { type: 'attendees.save', participants: [ALICE, { Prenom: '', Nom: 'Martin', Email: ALICE.Email.toUpperCase() }] },
  actorDone('saveAttendees', ANSWER),
  actorError('saveAttendees', STARTED),
  actorError('saveAttendees', REFUSED),
  // A fault of ours, not a refusal the server explained: the general message is shown.
  actorError('saveAttendees', new Error('boom')),
];

const { actions } = attendeesImplementations({
  api: { save: () => Promise.reject(new Error('held by the model')) },
  saved: (saved) => {
    savedSink.reported.push(saved);
  },
});

export const attendeesModel = createMachineModel({
  machine: attendeesMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      emails: snapshot.context.formation?.Participants.map((participant) => participant.Email) ?? null,
      modifiable: snapshot.context.formation?.Modifiable ?? null,
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error,
      notice: snapshot.context.notice,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const { formation, fieldErrors, error, notice } = snapshot.context;
    expect(formation === null).toBe(snapshot.matches('loading'));
    // The form is open only while the list may change.
    if (snapshot.matches('editing') || snapshot.matches('saving')) expect(formation?.Modifiable).toBe(true);
    // A saved list always gives one attendee per seat.
    if (formation && formation.Participants.length > 0) expect(formation.Participants).toHaveLength(formation.Places);
    if (Object.keys(fieldErrors).length > 0) expect(snapshot.matches('editing')).toBe(true);
    if (notice !== null) {
      expect(notice).toBe(ATTENDEE_TEXTS.saved(1));
      expect(savedSink.reported).not.toHaveLength(0);
    }
    if (error !== null) {
      expect([
        ATTENDEE_TEXTS.fixErrors,
        STARTED.message,
        REFUSED.message,
        'Les participants n’ont pas pu être enregistrés. Veuillez réessayer.',
      ]).toContain(error);
    }
  },
});
