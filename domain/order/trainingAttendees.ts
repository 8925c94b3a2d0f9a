import type { components } from '../../openapi/generated/schema.d.ts';

export type Participant = components['schemas']['Participant'];

/**
 * The attendee list of a booked session changes until the session starts: on its first day (Paris time) it is
 * frozen, the trainer's list being drawn up.
 */
export function attendeesEditable(dateDebut: string, today: string): boolean {
  return today < dateDebut;
}

/** What the attendee form, its refusals and the convocation say. */
export const ATTENDEE_TEXTS = {
  title: 'Participants',
  lead: (places: number) =>
    places > 1
      ? `Vous avez réservé ${places} places : indiquez qui participe. Chaque participant reçoit sa convocation par e-mail.`
      : 'Indiquez qui participe. Le participant reçoit sa convocation par e-mail.',
  savedLead: (places: number) =>
    places > 1
      ? `Les participants de vos ${places} places ; chacun a reçu sa convocation par e-mail.`
      : 'Le participant de votre place ; il a reçu sa convocation par e-mail.',
  prefilledHint: 'La première place est préremplie avec vos coordonnées : remplacez-les si vous ne participez pas.',
  editableUntil: 'Vous pouvez modifier la liste jusqu’à la veille du début de la session.',
  frozen: 'La session a commencé : la liste des participants ne peut plus être modifiée.',
  none: 'Aucun participant n’a été indiqué pour cette session.',
  toFill: 'Participants à indiquer',
  place: (rang: number) => `Place ${rang}`,
  prenom: 'Prénom',
  nom: 'Nom',
  email: 'Adresse e-mail',
  save: 'Enregistrer les participants',
  saving: 'Enregistrement…',
  edit: 'Modifier les participants',
  cancel: 'Annuler',
  saved: (convocations: number) =>
    convocations === 0
      ? 'Participants enregistrés : aucun changement, aucune convocation envoyée.'
      : convocations === 1
        ? 'Participants enregistrés : 1 convocation envoyée.'
        : `Participants enregistrés : ${convocations} convocations envoyées.`,
  fixErrors: 'Corrigez les champs signalés pour enregistrer les participants.',
  oneAttendeePerSeat: (places: number) =>
    places > 1 ? `Indiquez un participant pour chacune des ${places} places.` : 'Indiquez le participant de la place.',
  loadFailed: 'Les participants n’ont pas pu être chargés.',
  /** On a paid order's training line: the way to the session's page, where the attendees are given. */
  giveAttendees: 'Indiquer les participants',
  giveAttendeesOf: (libelle: string) => `Indiquer les participants : ${libelle}`,
} as const;
