import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { PASSWORD_HINT } from '../../domain/identity/password.ts';
import { NOT_RETURNABLE_PATHS } from '../../domain/identity/returnPath.ts';
import { DEFAULT_ROLE_NAMES, isRoleKind, roleName, TYPE_COMPTE } from '../../domain/identity/roles.ts';
import { validateChangementMotDePasseValues } from '../../domain/validation/generated/validateChangementMotDePasseValues.js';

describe('identity facts', () => {
  test('role names default to the kinds, and configured names replace them', () => {
    expect(roleName('frontoffice', DEFAULT_ROLE_NAMES)).toBe('frontoffice');
    expect(roleName('backoffice', DEFAULT_ROLE_NAMES)).toBe('backoffice');
    expect(roleName('backoffice', { frontOffice: 'client', backOffice: 'equipe' })).toBe('equipe');
    expect(isRoleKind('backoffice')).toBe(true);
    expect(isRoleKind('equipe')).toBe(false);
    expect(TYPE_COMPTE).toEqual({ backoffice: 1, frontoffice: 2 });
  });

  test('the password hint names the length the contract requires', () => {
    const length = Number(/au moins (\d+) caractères/.exec(PASSWORD_HINT.items.join(' '))?.[1]);
    const accepts = (password: string) =>
      validateChangementMotDePasseValues({
        AncienMotDePasse: 'x',
        NouveauMotDePasse: password,
        Confirmation: password,
      });
    expect(accepts('Aa1#'.padEnd(length, 'a'))).toBe(true);
    expect(accepts('Aa1#'.padEnd(length - 1, 'a'))).toBe(false);
  });

  test('the registration form advises on the refusal the server gives', () => {
    expect(ACCOUNT_MESSAGES.loginTakenAdvice.startsWith(`${ACCOUNT_MESSAGES.loginTaken} `)).toBe(true);
  });

  test('the sign-in and confirmation pages are never a way back', () => {
    expect(NOT_RETURNABLE_PATHS).toEqual(expect.arrayContaining(['/login', '/admin/login', '/CompteConfirmation']));
  });
});
