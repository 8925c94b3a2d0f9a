import { describe, expect, test } from 'vitest';
import {
  decideAccess,
  type RouteAccess,
  type SessionSnapshot,
  type SessionStatus,
} from '../../src/app/guards/accessDecision.ts';

const ALL_ACCESS: RouteAccess[] = ['frontOffice', 'backOffice', 'eitherRole'];

function session(status: SessionStatus, roles: { front?: boolean; back?: boolean } = {}): SessionSnapshot {
  return { status, isFrontOffice: roles.front ?? false, isBackOffice: roles.back ?? false };
}

describe('the route guards', () => {
  test.each(['restoring', 'signingIn', 'loadingPerson', 'signingOut'] as const)(
    'wait while the session is %s, whatever the route, rather than redirect',
    (status) => {
      for (const access of ALL_ACCESS) {
        expect(decideAccess(access, session(status, { front: true }))).toEqual({ kind: 'wait' });
        expect(decideAccess(access, session(status))).toEqual({ kind: 'wait' });
      }
    },
  );

  test.each(['anonymous', 'failed'] as const)(
    'send a %s visitor to the sign-in page of the area, keeping the way back',
    (status) => {
      expect(decideAccess('frontOffice', session(status))).toEqual({
        kind: 'redirect',
        to: '/login',
        rememberReturn: true,
      });
      expect(decideAccess('eitherRole', session(status))).toEqual({
        kind: 'redirect',
        to: '/login',
        rememberReturn: true,
      });
      expect(decideAccess('backOffice', session(status))).toEqual({
        kind: 'redirect',
        to: '/admin/login',
        rememberReturn: true,
      });
    },
  );

  test('open front-office routes to the front-office role only; any other signed-in user is signed out', () => {
    expect(decideAccess('frontOffice', session('authenticated', { front: true }))).toEqual({ kind: 'render' });
    expect(decideAccess('frontOffice', session('authenticated', { front: true, back: true }))).toEqual({
      kind: 'render',
    });
    for (const roles of [{ back: true }, {}]) {
      expect(decideAccess('frontOffice', session('authenticated', roles))).toEqual({
        kind: 'redirect',
        to: '/admin/logout',
        rememberReturn: false,
      });
    }
  });

  test('open the admin area to the back-office role only; any other signed-in user is signed out', () => {
    expect(decideAccess('backOffice', session('authenticated', { back: true }))).toEqual({ kind: 'render' });
    for (const roles of [{ front: true }, {}]) {
      expect(decideAccess('backOffice', session('authenticated', roles))).toEqual({
        kind: 'redirect',
        to: '/admin/logout',
        rememberReturn: false,
      });
    }
  });

  test('open partner offers to either role, and sign out a user with neither', () => {
    expect(decideAccess('eitherRole', session('authenticated', { front: true }))).toEqual({ kind: 'render' });
    expect(decideAccess('eitherRole', session('authenticated', { back: true }))).toEqual({ kind: 'render' });
    expect(decideAccess('eitherRole', session('authenticated'))).toEqual({
      kind: 'redirect',
      to: '/admin/logout',
      rememberReturn: false,
    });
  });
});
