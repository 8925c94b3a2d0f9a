import { vi } from 'vitest';
import { createActor } from 'xstate';
import { createAuthMachine } from '../../../machines/auth/authMachine.ts';
import type { AuthDependencies, AuthService, Person } from '../../../machines/auth/types.ts';
import { authStorage } from '../../../src/features/auth/storage.ts';
import { setAccessToken } from '../../../src/lib/api/accessToken.ts';

/** A pending promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The identity provider and the account call, answering as each test says. */
export function fakeDependencies(
  overrides: Partial<AuthService> = {},
  loadPerson?: (login: string) => Promise<Person>,
) {
  const service = {
    restoreSession: vi.fn<AuthService['restoreSession']>(overrides.restoreSession ?? (async () => null)),
    // Leaving for the provider: the page would unload, the promise never settles.
    signInRedirect: vi.fn<AuthService['signInRedirect']>(
      overrides.signInRedirect ?? (() => new Promise<void>(() => {})),
    ),
    processCallback: vi.fn<AuthService['processCallback']>(
      overrides.processCallback ?? (() => Promise.reject(new Error('no callback'))),
    ),
    // The provider has no session unless the test says so.
    joinBrowserSession: vi.fn<AuthService['joinBrowserSession']>(overrides.joinBrowserSession ?? (async () => null)),
    forgetSession: vi.fn<AuthService['forgetSession']>(overrides.forgetSession ?? (async () => {})),
    renewSession: vi.fn<AuthService['renewSession']>(
      overrides.renewSession ?? (() => Promise.reject(new Error('no renewal'))),
    ),
    signOutRedirect: vi.fn<AuthService['signOutRedirect']>(
      overrides.signOutRedirect ?? (() => new Promise<void>(() => {})),
    ),
  };
  const deps = {
    service,
    otherTabs: { signedIn: vi.fn(), signedOut: vi.fn() },
    loadPerson: vi.fn<AuthDependencies['loadPerson']>(
      loadPerson ?? (async (login) => ({ Login: login, Prenom: 'Camille' })),
    ),
    accessToken: { set: (token: string) => setAccessToken(token), clear: () => setAccessToken(null) },
    storage: authStorage,
    leaveForHome: vi.fn(),
    now: () => Date.now(),
  } satisfies AuthDependencies;
  return deps;
}

export function startAuthActor(deps: AuthDependencies) {
  return createActor(createAuthMachine(deps)).start();
}
