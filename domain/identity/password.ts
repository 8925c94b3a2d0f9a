/**
 * The hint the forms show beside a new password (spec 1 §5 "Account forms"). The rule itself and its messages are
 * the contract's schema `NouveauMotDePasse`, which the validators check; the hint states each of its rules, so
 * that no refusal comes as a surprise (a test holds each line to the rule it states).
 */
export const PASSWORD_HINT = {
  title: 'Votre mot de passe doit contenir :',
  items: [
    'au moins 8 caractères',
    'une majuscule',
    'une minuscule',
    'un chiffre',
    'un caractère spécial (ni lettre, ni chiffre, ni espace), par exemple # ! ? @',
  ],
  /** What the rule refuses outright, said after what it asks for. */
  excluded: 'Le caractère % n’est pas accepté.',
} as const;
