import { NEW_PASSWORD_RULES } from '../validation/generated/contractTexts.js';
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

/** A line of the hint and whether the password typed so far keeps it. */
export interface PasswordCheck {
  label: string;
  met: boolean;
}

function keeps(rule: (typeof NEW_PASSWORD_RULES)[number], password: string): boolean {
  if (rule.minLength !== undefined && [...password].length < rule.minLength) return false;
  return rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(password);
}

/**
 * The hint as a checklist of the password typed so far: each line ticked when the contract's rule it states is kept.
 * The lines follow the contract's rules in order (a test holds them together), so the rule is never written twice.
 */
export function passwordChecklist(password: string): PasswordCheck[] {
  const lines = [...PASSWORD_HINT.items, PASSWORD_HINT.excluded];
  return lines.map((label, index) => {
    const rule = NEW_PASSWORD_RULES[index];
    if (!rule) throw new Error(`No rule of the contract for the password hint line « ${label} »`);
    return { label, met: keeps(rule, password) };
  });
}
