import { mailGreeting } from '../../../domain/mail/greeting.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { CONTACT_ACKNOWLEDGEMENT } from '../../../domain/contact/contactTexts.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

type ContactValues = components['schemas']['ContactValues'];

/** The e-mail that brings a contact message to the support team; replying answers the sender. */
export function contactMail(
  values: ContactValues,
  sujet: string,
  supportEmail: string,
  idMessage: number,
): MailMessage {
  const lines = [
    mailGreeting(),
    '',
    `Message n° ${idMessage} reçu depuis le formulaire de contact du portail.`,
    '',
    `Sujet : ${sujet}`,
    `Nom : ${values.Nom.trim()}`,
    `Prénom : ${values.Prenom.trim()}`,
    `Adresse e-mail : ${values.Email.trim()}`,
  ];
  if (values.Telephone?.trim()) lines.push(`Téléphone : ${values.Telephone.trim()}`);
  if (values.Societe?.trim()) lines.push(`Société : ${values.Societe.trim()}`);
  lines.push('', values.Message);
  return {
    to: supportEmail,
    replyTo: values.Email.trim(),
    subject: `[Contact] ${sujet} – ${values.Prenom.trim()} ${values.Nom.trim()}`,
    text: lines.join('\n'),
  };
}

/** The acknowledgement that tells the sender their message arrived, what it said and when they will be answered. */
export function contactAcknowledgementMail(values: ContactValues, sujet: string, idMessage: number): MailMessage {
  return {
    to: values.Email.trim(),
    subject: CONTACT_ACKNOWLEDGEMENT.subject(sujet),
    text: [
      mailGreeting({ prenom: values.Prenom, nom: values.Nom }),
      '',
      CONTACT_ACKNOWLEDGEMENT.received(idMessage),
      '',
      CONTACT_ACKNOWLEDGEMENT.recall,
      CONTACT_ACKNOWLEDGEMENT.sujet(sujet),
      '',
      values.Message,
      '',
      CONTACT_ACKNOWLEDGEMENT.notYou,
    ].join('\n'),
  };
}
