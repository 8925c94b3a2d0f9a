const LOGIN_TAKEN = 'Un compte existe déjà avec cette adresse e-mail.';

/**
 * What the account calls answer (server) and what the account screens say (browser). The validation messages of
 * the fields are the contract's, never written here.
 */
export const ACCOUNT_MESSAGES = {
  loginTaken: LOGIN_TAKEN,
  /** The same refusal on the registration form, with what to do about it. */
  loginTakenAdvice: `${LOGIN_TAKEN} Connectez-vous ou choisissez une autre adresse.`,
  created:
    'Votre compte a été créé. Un e-mail de confirmation vient de vous être envoyé : ouvrez le lien qu’il contient pour activer votre compte.',
  unknownCode: 'Ce code de confirmation est inconnu : vérifiez le lien reçu par e-mail.',
  codeAlreadyUsed: 'Ce compte est déjà confirmé : vous pouvez vous connecter.',
  codeExpired:
    'Ce code de confirmation a expiré : le compte n’a pas été confirmé à temps. Inscrivez-vous à nouveau avec la même adresse e-mail.',
  confirmed: 'Votre compte est confirmé : vous pouvez maintenant vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  accountNotFound: 'Aucun compte ne correspond à cet identifiant.',
  directoryUnavailable: 'Le service d’identité ne répond pas. Veuillez réessayer dans quelques instants.',
} as const;

/** What the account forms say above their fields when they are refused, before the reason. */
export const ACCOUNT_FORM_MESSAGES = {
  registrationInvalid:
    'Le formulaire contient des erreurs. Corrigez les champs signalés puis validez à nouveau votre inscription.',
  registrationFailed: "Votre compte n'a pas été créé.",
  profileInvalid: 'Le formulaire contient des erreurs. Corrigez les champs signalés puis enregistrez à nouveau.',
  profileFailed: "Vos modifications n'ont pas été enregistrées.",
  passwordInvalid: 'Le formulaire contient des erreurs. Corrigez les champs signalés puis validez à nouveau.',
  passwordFailed: "Votre mot de passe n'a pas été modifié.",
} as const;

/** The registration form's answer once the account is created, naming the address the e-mail went to. */
export function registrationSuccessMessage(email: string): string {
  return `Votre compte a bien été créé. Un e-mail de confirmation vient de vous être envoyé à l'adresse ${email} : cliquez sur le lien qu'il contient pour activer votre compte.`;
}

/** The label of an e-mail address field: an account's login, a contact message's sender. */
export const EMAIL_LABEL = 'Adresse e-mail';
