import { mailGreeting } from '../../../../domain/mail/greeting.ts';
import type { MailMessage } from '../../mail/mailMessage.ts';
import { PASSWORD_RESET_PATHS } from '../passwordResetPaths.ts';

/** The e-mail that brings the « Mot de passe oublié ? » link. */
export function resetLinkMail(options: {
  to: string;
  prenom: string;
  nom: string;
  token: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Choisissez un nouveau mot de passe pour le Portail de l’autoédition',
    text: [
      mailGreeting(options),
      '',
      'Une demande de nouveau mot de passe a été faite pour votre compte sur le Portail de l’autoédition.',
      'Pour choisir votre nouveau mot de passe, ouvrez ce lien dans les 30 minutes :',
      `${options.publicUrl}${PASSWORD_RESET_PATHS.newPassword}/${options.token}`,
      '',
      'Ce lien ne sert qu’une fois ; une nouvelle demande le remplace.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ].join('\n'),
  };
}
