import type { components } from '../../openapi/generated/schema.d.ts';

export type Participant = components['schemas']['Participant'];
export type ParticipantsFormation = components['schemas']['ParticipantsFormation'];
export type ParticipantsEnregistres = components['schemas']['ParticipantsEnregistres'];

export interface AttendeesContext {
  /** The list as the server last gave it; null until the page has read it. */
  formation: ParticipantsFormation | null;
  /** The refused fields of the last save, by pointer under `Values` (`/Participants/0/Email`). */
  fieldErrors: Record<string, string>;
  /** The French explanation of the last refusal or failure; null otherwise. */
  error: string | null;
  /** What the last save did (the convocations sent); null otherwise. */
  notice: string | null;
}

/** What the customer does, in the `attendees.` namespace. */
export type AttendeesEvent =
  /** The page has read the list (Formation_Participants_Get). */
  | { type: 'attendees.loaded'; formation: ParticipantsFormation }
  /** « Modifier les participants ». */
  | { type: 'attendees.edit' }
  /** « Annuler »: the saved list again. */
  | { type: 'attendees.cancel' }
  /** « Enregistrer les participants » with the form's values, one per seat. */
  | { type: 'attendees.save'; participants: Participant[] };

export interface SaveAttendeesInput {
  idProduit: number;
  idCommandeProduit: number;
  participants: Participant[];
}

export interface AttendeesDependencies {
  api: {
    /** Formation_Participants_Update. */
    save(input: SaveAttendeesInput, signal: AbortSignal): Promise<ParticipantsEnregistres>;
  };
  /** The list was saved: the screens reading it learn it. */
  saved(saved: ParticipantsEnregistres): void;
}
