import { mailGreeting } from '../../../domain/mail/greeting.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

type Marque = components['schemas']['Marque'];

function adresseLines(marque: Marque): string[] {
  const a = marque.Adresse;
  const phone = (t: { Valeur: string | null; Indicatif: string | null }) =>
    t.Valeur ? `${t.Indicatif ?? ''} ${t.Valeur}`.trim() : '—';
  return [
    `Libellé : ${marque.Libelle}`,
    `Gencod de l'éditeur : ${marque.Data.GencodEditeur ?? '—'}`,
    `Adresse : ${[a.NumeroVoie, a.TypeVoieLibelle, a.NomVoie].filter(Boolean).join(' ')}`,
    `Compléments : ${[a.ComplementsAdresse, a.ComplementsLocalisation].filter(Boolean).join(', ') || '—'}`,
    `Code postal et ville : ${[a.CodePostal, a.Ville].filter(Boolean).join(' ')}`,
    `Pays (Id) : ${a.IdLocalitePays ?? '—'}`,
    `Téléphone : ${phone(a.Telephone)}`,
    `Téléphone portable : ${phone(a.TelephonePortable)}`,
    `E-mail : ${a.Email.Valeur ?? '—'}`,
    `Site internet : ${a.SiteInternet.Valeur ?? '—'}`,
  ];
}

/** The correction as the referencing provider receives it: before and after, with who asked. */
export function marqueMiseAJourMail(
  to: string,
  request: { id: number; login: string; ean: string; ancienne: Marque; nouvelle: Marque },
): MailMessage {
  return {
    to,
    replyTo: request.login,
    subject: `[Marque] Mise à jour n° ${request.id} – ${request.ancienne.Libelle}`,
    text: [
      mailGreeting(),
      '',
      `Demande n° ${request.id} de mise à jour d'une marque, signalée par ${request.login} pour la publication ${request.ean}.`,
      '',
      'Marque affichée :',
      ...adresseLines(request.ancienne),
      '',
      'Marque corrigée :',
      ...adresseLines(request.nouvelle),
    ].join('\n'),
  };
}
