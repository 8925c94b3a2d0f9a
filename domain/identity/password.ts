/**
 * A new password (spec 1 §5 "Account forms"). The rule itself (at least 8 characters with an uppercase letter, a
 * lowercase letter, a digit and a special character, no percent sign) and its messages are the contract's schema
 * `NouveauMotDePasse`, which the validators check; this is the hint the forms show beside the field, which lists
 * fewer items than the rule, as the specification has it.
 */
export const PASSWORD_HINT = {
  title: 'Votre mot de passe doit contenir :',
  items: ['au moins 8 caractères', 'un caractère spécial', 'une majuscule', 'un chiffre'],
} as const;
