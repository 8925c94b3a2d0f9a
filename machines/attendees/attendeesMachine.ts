import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ATTENDEE_TEXTS } from '../../domain/order/trainingAttendees.ts';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors.ts';
import { failure, output } from '../shared/outcomeParams.ts';
import { unprovidedActors } from '../shared/unprovided.ts';
import { fieldErrorRecord } from '../../domain/validation/fieldErrors.ts';
import { attendeeFieldErrors, trimmedParticipants } from './attendeesRules.ts';
import type {
  AttendeesContext,
  AttendeesDependencies,
  AttendeesEvent,
  ParticipantsEnregistres,
  ParticipantsFormation,
  SaveAttendeesInput,
} from './types.ts';

const standIns = unprovidedActors<ReturnType<typeof attendeesImplementations>['actors']>('attendees', [
  'saveAttendees',
]);

const SAVE_FAILED = 'Les participants n’ont pas pu être enregistrés. Veuillez réessayer.';

function loaded(context: AttendeesContext): ParticipantsFormation {
  if (!context.formation) throw new Error('The attendees are not loaded');
  return context.formation;
}

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}

/**
 * Who attends a booked session: the customer fills one attendee per seat (the first prefilled with their own
 * details), checked by the contract's rules before anything is sent; the saved list is shown and may be edited
 * again until the session starts. A refusal keeps the form with the messages at the fields; once the session has
 * started the server refuses (409) and the list stays as it was, read only.
 */
export const attendeesMachine = setup({
  types: {
    context: {} as AttendeesContext,
    events: {} as AttendeesEvent,
  },
  actors: standIns,
  actions: {
    assignLoaded: assign(({ event }) => {
      assertEvent(event, 'attendees.loaded');
      return { formation: event.formation };
    }),
    // Effect outside the machine, given by `attendeesImplementations`.
    reportSaved: (_, _params: { saved: ParticipantsEnregistres }) => {},
    assignInvalid: assign(({ context, event }) => {
      assertEvent(event, 'attendees.save');
      return {
        fieldErrors: attendeeFieldErrors(loaded(context), event.participants),
        error: ATTENDEE_TEXTS.fixErrors,
        notice: null,
      };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null, notice: null }),
    assignSaved: assign((_, { saved }: { saved: ParticipantsEnregistres }) => ({
      formation: saved.Formation,
      fieldErrors: {},
      error: null,
      notice: ATTENDEE_TEXTS.saved(saved.ConvocationsEnvoyees),
    })),
    assignRefusal: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: fieldErrorRecord(fieldErrorsOf(error)),
      error: errorMessageOf(error, SAVE_FAILED),
    })),
    freeze: assign(({ context }, { error }: { error: unknown }) => ({
      formation: { ...loaded(context), Modifiable: false },
      fieldErrors: {},
      error: errorMessageOf(error, ATTENDEE_TEXTS.frozen),
    })),
  },
  guards: {
    /** A list still to give opens as the form; a saved or frozen one as the list. */
    startsEmpty: ({ event }) =>
      event.type === 'attendees.loaded' && event.formation.Modifiable && event.formation.Participants.length === 0,
    isModifiable: ({ context }) => loaded(context).Modifiable,
    hasSavedList: ({ context }) => loaded(context).Participants.length > 0,
    isValid: ({ context, event }) =>
      event.type === 'attendees.save' &&
      Object.keys(attendeeFieldErrors(loaded(context), event.participants)).length === 0,
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
  },
}).createMachine({
  id: 'attendees',
  context: { formation: null, fieldErrors: {}, error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'attendees.loaded': [
          { guard: 'startsEmpty', target: 'editing', actions: 'assignLoaded' },
          { target: 'viewing', actions: 'assignLoaded' },
        ],
      },
    },
    viewing: {
      on: { 'attendees.edit': { guard: 'isModifiable', target: 'editing', actions: 'clearMessages' } },
    },
    editing: {
      on: {
        'attendees.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'assignInvalid' }],
        'attendees.cancel': { guard: 'hasSavedList', target: 'viewing', actions: 'clearMessages' },
      },
    },
    saving: {
      entry: 'clearMessages',
      invoke: {
        id: 'saveAttendees',
        src: 'saveAttendees',
        input: ({ context, event }): SaveAttendeesInput => {
          assertEvent(event, 'attendees.save');
          const formation = loaded(context);
          return {
            idProduit: formation.IdProduit,
            idCommandeProduit: formation.IdCommandeProduit,
            participants: trimmedParticipants(event.participants),
          };
        },
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'assignSaved', params: output('saved') },
            { type: 'reportSaved', params: output('saved') },
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'viewing', actions: { type: 'freeze', params: failure } },
          { target: 'editing', actions: { type: 'assignRefusal', params: failure } },
        ],
      },
    },
  },
});

export type AttendeesMachine = typeof attendeesMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function attendeesImplementations(deps: AttendeesDependencies) {
  return {
    actors: {
      saveAttendees: fromPromise<ParticipantsEnregistres, SaveAttendeesInput>(({ input, signal }) =>
        deps.api.save(input, signal),
      ),
    },
    actions: {
      reportSaved: (_: unknown, { saved }: { saved: ParticipantsEnregistres }) => deps.saved(saved),
    },
  };
}

export function createAttendeesMachine(deps: AttendeesDependencies) {
  return attendeesMachine.provide(attendeesImplementations(deps));
}
