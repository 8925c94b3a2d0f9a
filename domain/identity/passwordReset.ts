/**
 * « Mot de passe oublié ? » with the embedded identity provider: a link sent by e-mail, valid for a short while and
 * once, that leads to a page where the person chooses a new password. The answer to a request never says whether an
 * account matches the address, and requests are limited per address and per source address.
 */
export const PASSWORD_RESET = {
  /** How long the e-mailed link works. */
  validityMs: 30 * 60_000,
  /** Requests for one e-mail address, whoever sends them: enough for a lost e-mail, too few to flood a mailbox. */
  perEmail: { max: 3, timeWindowMs: 60 * 60_000 },
  /** Requests from one source address, for any e-mail addresses. */
  perSource: { max: 10, timeWindowMs: 15 * 60_000 },
  /** New passwords tried from one source address (each try checks a link). */
  newPasswordPerSource: { max: 20, timeWindowMs: 15 * 60_000 },
  /**
   * Every request is answered after at least this long, whether an e-mail left or not, so that the time taken does
   * not tell a known address from an unknown one.
   */
  minimumAnswerMs: 250,
  /** A used, replaced or expired link is kept this long after it expires, then forgotten. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** Why a link no longer opens the new-password page. */
export type ResetLinkRefusal = 'unknown' | 'used' | 'replaced' | 'expired';

export const PASSWORD_RESET_TEXTS = {
  link: 'Mot de passe oublié ?',
  requestTitle: 'Mot de passe oublié',
  requestIntro:
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  requestButton: 'Recevoir le lien',
  emailMissing: 'Saisissez l’adresse e-mail de votre compte.',
  unreadable: 'Cette demande n’a pas pu être lue : saisissez de nouveau l’adresse e-mail de votre compte.',
  /** The same answer whatever the address: known, unknown or not yet confirmed. */
  requestSent:
    'Si un compte correspond à cette adresse, un e-mail vient de lui être envoyé : ouvrez le lien qu’il contient dans les 30 minutes pour choisir un nouveau mot de passe. Pensez à regarder dans vos courriers indésirables.',
  tooManyRequests:
    'Trop de demandes de réinitialisation en peu de temps : veuillez réessayer un peu plus tard. Si vous avez déjà reçu un e-mail, utilisez le lien qu’il contient.',
  backToSignIn: 'Retour à la connexion',
  newPasswordTitle: 'Nouveau mot de passe',
  newPasswordIntro: 'Choisissez le nouveau mot de passe de votre compte.',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmationLabel: 'Confirmation du nouveau mot de passe',
  newPasswordButton: 'Enregistrer le mot de passe',
  formInvalid: 'Le formulaire contient des erreurs. Corrigez les champs signalés puis validez à nouveau.',
  doneTitle: 'Mot de passe modifié',
  done: 'Votre mot de passe a été modifié. Toutes les sessions ouvertes sur votre compte ont été fermées : connectez-vous avec votre nouveau mot de passe.',
  signIn: 'Se connecter',
  linkRefusedTitle: 'Lien de réinitialisation',
  askAgain: 'Demander un nouveau lien',
  linkRefused: {
    unknown: 'Ce lien de réinitialisation n’est pas valide : vérifiez qu’il a été recopié en entier.',
    used: 'Ce lien de réinitialisation a déjà servi : il ne fonctionne qu’une fois.',
    replaced: 'Un lien plus récent a été demandé pour ce compte : utilisez le dernier e-mail reçu.',
    expired: 'Ce lien de réinitialisation a expiré : il n’est valable que 30 minutes.',
  } satisfies Record<ResetLinkRefusal, string>,
} as const;
