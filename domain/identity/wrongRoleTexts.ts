/** What /admin/logout tells a signed-in user whose account does not open the page they asked for (spec 2 §2). */
export const WRONG_ROLE_TEXTS = {
  title: 'Accès réservé',
  backOfficeOnly: "L'administration est réservée aux équipes du portail : votre compte n'y a pas accès.",
  frontOfficeOnly: "Cette page est réservée aux clients du portail : votre compte d'administration n'y a pas accès.",
  howToGoOn: 'Pour continuer, déconnectez-vous puis connectez-vous avec un compte qui y a accès.',
  signOut: 'Se déconnecter',
  home: "Retour à l'accueil",
  signingOut: 'Déconnexion en cours...',
} as const;
