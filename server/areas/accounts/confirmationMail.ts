import { mailGreeting } from '../../../domain/mail/greeting.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';
import { confirmationLink } from './confirmationCode.ts';

/** The e-mail that brings a new account its confirmation code. */
export function confirmationMail(options: {
  to: string;
  prenom: string;
  nom: string;
  code: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Confirmez votre compte sur le Portail de l’autoédition',
    text: [
      mailGreeting(options),
      '',
      'Merci de votre inscription sur le Portail de l’autoédition.',
      'Pour confirmer votre compte, ouvrez ce lien :',
      confirmationLink(options.publicUrl, options.code),
      '',
      `Votre code de confirmation : ${options.code}`,
      '',
      'Vous pourrez vous connecter une fois votre compte confirmé.',
      'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera activé.',
    ].join('\n'),
  };
}
