/**
 * What the user reads when signing in or staying signed in fails. A module of its own: every page loads the
 * session's code, which needs these messages only, not the account screens' ones (messages.ts).
 */
export const AUTH_MESSAGES = {
  redirectFailed: 'Le service de connexion est injoignable. Veuillez réessayer dans quelques instants.',
  callbackFailed: 'La connexion a échoué. Veuillez réessayer.',
  personFailed: 'Impossible de récupérer les informations de votre compte. Veuillez réessayer.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
} as const;
