import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { parisDateTime } from '../../../domain/frenchDates.ts';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import type { MailMessage } from '../mail/mailMessage.ts';

/** How the password was changed: from the profile with the current one, or through a « Mot de passe oublié ? » link. */
export type PasswordChangeWay = 'profil' | 'reinitialisation';

const WAY_TEXTS: Record<PasswordChangeWay, string> = {
  profil: 'depuis la page « Changer mon mot de passe » de votre profil',
  reinitialisation: 'avec le lien « Mot de passe oublié ? » envoyé à cette adresse',
};

/**
 * The e-mail that tells an account its password changed, to keep: when, how, and what to do if the owner did not
 * do it (a stolen session or mailbox). Every session of the account has already ended.
 */
export function passwordChangedMail(options: {
  to: string;
  prenom: string | undefined;
  nom: string | undefined;
  when: Date;
  way: PasswordChangeWay;
  publicUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Votre mot de passe a été modifié',
    text: [
      mailGreeting(options),
      '',
      `Le mot de passe de votre compte ${options.to} sur le Portail de l’autoédition a été modifié le ` +
        `${parisDateTime(options.when)} (heure de Paris), ${WAY_TEXTS[options.way]}.`,
      'Toutes les sessions ouvertes sur votre compte ont été fermées : connectez-vous avec le nouveau mot de passe.',
      '',
      'Si vous n’êtes pas à l’origine de cette modification :',
      `1. choisissez sans attendre un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion : ${options.publicUrl}${IDENTITY_PATHS.login}`,
      '2. changez aussi le mot de passe de votre messagerie, si quelqu’un a pu y accéder ;',
      `3. prévenez-nous par le formulaire de contact : ${options.publicUrl}/contact`,
      '',
      'Conservez ce message : il atteste de la date de la modification.',
    ].join('\n'),
  };
}
