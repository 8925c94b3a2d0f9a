import { formatDate } from '../../../domain/frenchDates.ts';
import { mailGreeting } from '../../../domain/mail/greeting.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

export interface Convocation {
  participant: { prenom: string; nom: string; email: string };
  acheteur: { prenom: string; nom: string };
  libelle: string;
  session: { dateDebut: string; dateFin: string; lieu: string; lien: string | null };
}

function dates({ dateDebut, dateFin }: Convocation['session']): string {
  const from = formatDate(dateDebut);
  const to = formatDate(dateFin);
  return from === to ? `le ${from}` : `du ${from} au ${to}`;
}

/** The personal convocation of one attendee: their name, the session's dates and place, and who booked it. */
export function convocationMail({ participant, acheteur, libelle, session }: Convocation): MailMessage {
  const buyer = `${acheteur.prenom} ${acheteur.nom}`.trim();
  return {
    to: participant.email,
    subject: `Convocation : ${libelle}, ${dates(session)}`,
    text: [
      mailGreeting(participant),
      '',
      `${buyer} vous a inscrit à la formation « ${libelle} ». Voici votre convocation.`,
      '',
      `Dates : ${dates(session)}`,
      `Lieu : ${session.lieu}`,
      ...(session.lien ? [`Classe virtuelle : ${session.lien}`] : []),
      '',
      `Pour toute question sur votre inscription, adressez-vous à ${buyer}, qui a réservé votre place.`,
    ].join('\n'),
  };
}
