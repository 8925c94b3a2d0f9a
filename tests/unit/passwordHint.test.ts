// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { PASSWORD_HINT, passwordChecklist } from '../../domain/identity/password.ts';
import { toFieldErrors } from '../../domain/validation/fieldErrors.ts';
import { validateChangementMotDePasseValues } from '../../domain/validation/generated/validateChangementMotDePasseValues.js';
import { loadContract } from '../../domain/validation/loadContract.ts';

/** What the contract says of `password` as a new password: its refusal, or null when it accepts it. */
function refusalOf(password: string): string | null {
  const values = { AncienMotDePasse: 'Ancien#2025', NouveauMotDePasse: password, Confirmation: password };
  if (validateChangementMotDePasseValues(values)) return null;
  const errors = toFieldErrors(validateChangementMotDePasseValues.errors);
  return errors.find((error) => error.Champ === '/NouveauMotDePasse')?.Message ?? null;
}

/** Each line of the hint, with a password that keeps every other line and breaks that one alone. */
const BROKEN_BY_LINE: readonly (readonly [line: string, password: string])[] = [
  ['au moins 8 caractères', 'Gly#202'],
  ['une majuscule', 'glycine#2027'],
  ['une minuscule', 'GLYCINE#2027'],
  ['un chiffre', 'Glycine#deux'],
  ['un caractère spécial (ni lettre, ni chiffre, ni espace), par exemple # ! ? @', 'Glycine 2027'],
  ['Le caractère % n’est pas accepté.', 'Glycine#%2027'],
];

/** The rules of the contract's `NouveauMotDePasse`, by their messages, less the one that says the field is empty. */
function contractRuleMessages(): string[] {
  const schema = loadContract().components.schemas.NouveauMotDePasse as {
    allOf: { minLength?: number; 'x-errorMessage': string }[];
  };
  return schema.allOf.filter((rule) => rule.minLength !== 1).map((rule) => rule['x-errorMessage']);
}

describe('the password hint states the rules the contract enforces, and only those', () => {
  test('every line of the hint has its example', () => {
    expect(BROKEN_BY_LINE.map(([line]) => line)).toEqual([...PASSWORD_HINT.items, PASSWORD_HINT.excluded]);
  });

  test('a password that follows every line is accepted', () => {
    expect(refusalOf('Glycine#2027')).toBeNull();
  });

  test.each(BROKEN_BY_LINE)('« %s »: %s is refused', (_line, password) => {
    expect(refusalOf(password)).not.toBeNull();
  });

  test('each rule of the contract is the one a line of the hint states', () => {
    const refusals = BROKEN_BY_LINE.map(([, password]) => refusalOf(password));
    expect(refusals).toEqual(contractRuleMessages());
  });

  test('the checklist ticks every line of a password the contract accepts', () => {
    expect(passwordChecklist('Glycine#2027').every((check) => check.met)).toBe(true);
  });

  test.each(BROKEN_BY_LINE)('the checklist leaves « %s » alone unticked for %s', (line, password) => {
    const unmet = passwordChecklist(password).filter((check) => !check.met);
    expect(unmet.map((check) => check.label)).toEqual([line]);
  });
});
