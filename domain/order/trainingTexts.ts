import type { components } from '../../openapi/generated/schema.d.ts';

export type EtatPresence = components['schemas']['FormationReservee']['EtatPresence'];

/** What « Mes Formations » and a booked session's page say. */
export const TRAINING_TEXTS = {
  listTitle: 'Mes Formations',
  listLead: 'Les sessions de formation que vous avez réservées et payées.',
  empty: "Vous n'avez encore réservé aucune formation.",
  browseTrainings: 'Voir nos formations',
  backToList: '← Mes Formations',
  notFound: {
    title: 'Formation introuvable',
    message: "Cette formation n'existe pas ou ne fait pas partie de vos formations.",
  },
  virtualClassroom: 'Rejoindre la classe virtuelle',
  noDocument: "Aucun document n'est encore disponible pour cette session.",
  seats: (quantite: number) => (quantite > 1 ? `${quantite} places` : '1 place'),
} as const;

/** Where the customer stands with a booked session (FormationReservee.EtatPresence). */
export const ATTENDANCE_LABELS: Readonly<Record<EtatPresence, string>> = {
  aVenir: 'À venir',
  enCours: 'En cours',
  presente: 'Présence confirmée',
  absente: 'Absence constatée',
  terminee: 'Terminée',
};
