import { expect } from 'vitest';
import { authImplementations, authMachine, type AuthMachine } from '../../../machines/auth/authMachine.ts';
import type { AuthSnapshot } from '../../../machines/auth/selectors.ts';
import type { AuthDependencies, AuthSession, Person } from '../../../machines/auth/types.ts';
import { authStorage, LOGIN_KEY, RETURN_PATH_KEY } from '../../../src/features/auth/storage.ts';
import type { TabMessage } from '../../../src/features/auth/tabChannel.ts';
import { getAccessToken, setAccessToken } from '../../../src/lib/api/accessToken.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The auth machine's model: its sample events and what must hold in every state. */

export const CAMILLE: Person = { Login: 'auteur@example.org', Prenom: 'Camille' };

export function sessionWith(accessToken: string, overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    accessToken,
    expiresAt: Date.now() + 5 * 60_000,
    login: CAMILLE.Login,
    roles: ['frontoffice'],
    isFrontOffice: true,
    isBackOffice: false,
    ...overrides,
  };
}

export const RESTORED = sessionWith('jeton-restaure');
export const SIGNED_IN = sessionWith('jeton-connexion');
export const RENEWED = sessionWith('jeton-renouvele');
export const JOINED = sessionWith('jeton-onglet');
export const CALLBACK_URL = 'http://localhost:3000/auth/callback?code=abc&state=xyz';

export const leftForHome: { count: number } = { count: 0 };
/** What this tab told the other tabs of the browser. */
export const otherTabs: TabMessage[] = [];

/**
 * The machine's effects outside its actors, as in the browser: the API client's token and localStorage.
 * The actors themselves are held by the model runner.
 */
const dependencies: AuthDependencies = {
  service: {
    restoreSession: () => Promise.reject(new Error('held by the model')),
    signInRedirect: () => Promise.reject(new Error('held by the model')),
    processCallback: () => Promise.reject(new Error('held by the model')),
    joinBrowserSession: () => Promise.reject(new Error('held by the model')),
    renewSession: () => Promise.reject(new Error('held by the model')),
    signOutRedirect: () => Promise.reject(new Error('held by the model')),
    forgetSession: () => Promise.reject(new Error('held by the model')),
  },
  otherTabs: {
    signedIn: () => otherTabs.push('signedIn'),
    signedOut: () => otherTabs.push('signedOut'),
  },
  loadPerson: () => Promise.reject(new Error('held by the model')),
  accessToken: { set: (token) => setAccessToken(token), clear: () => setAccessToken(null) },
  storage: authStorage,
  leaveForHome: () => {
    leftForHome.count += 1;
  },
  now: () => Date.now(),
};

export function resetBrowserState(): void {
  setAccessToken(null);
  window.localStorage.clear();
  leftForHome.count = 0;
  otherTabs.length = 0;
}

const events: ModelEvent<AuthMachine>[] = [
  actorDone('restoreSession', { session: null, browserSignedIn: false }),
  actorDone('restoreSession', { session: RESTORED, browserSignedIn: true }),
  actorDone('restoreSession', { session: null, browserSignedIn: true }),
  actorError('restoreSession'),
  actorDone('joinBrowserSession', JOINED),
  actorDone('joinBrowserSession', null),
  actorError('joinBrowserSession'),
  actorDone('signInRedirect'),
  actorError('signInRedirect'),
  actorDone('processCallback', SIGNED_IN),
  actorError('processCallback'),
  actorDone('loadPerson', CAMILLE),
  actorError('loadPerson'),
  actorError('tokenExpiryTimer'),
  actorDone('renewSession', RENEWED),
  actorError('renewSession'),
  actorDone('signOutRedirect'),
  actorError('signOutRedirect'),
  actorDone('forgetSession'),
  actorError('forgetSession'),
  { type: 'auth.signIn' },
  { type: 'auth.signIn', returnTo: '/commandes' },
  { type: 'auth.signIn', returnTo: '/login' },
  { type: 'auth.signOut' },
  { type: 'auth.callbackReceived', url: CALLBACK_URL },
  { type: 'auth.tokenExpiring' },
  { type: 'auth.visited', path: '/panier' },
  { type: 'auth.personUpdated', person: { Login: 'auteur@example.org', Prenom: 'Camille-Anne' } },
  { type: 'auth.visited', path: '/CompteConfirmation/XYZ' },
  { type: 'auth.signedInElsewhere' },
  { type: 'auth.signedOutElsewhere' },
];

/** What holds whatever the path: the token is on the API client exactly while a session is in use. */
function invariant(snapshot: AuthSnapshot): void {
  const inUse = snapshot.matches('loadingPerson') || snapshot.matches('authenticated');
  expect(getAccessToken(), 'the API client token').toBe(inUse ? (snapshot.context.session?.accessToken ?? null) : null);
  if (snapshot.matches('authenticated')) {
    expect(window.localStorage.getItem(RETURN_PATH_KEY), 'the way back, once authenticated').toBeNull();
    expect(window.localStorage.getItem(LOGIN_KEY), 'the stored login').toBe(snapshot.context.person?.Login);
  }
  if (snapshot.matches('signingOut')) {
    expect(window.localStorage.getItem(LOGIN_KEY), 'the stored login, signing out').toBeNull();
    expect(snapshot.context.session).toBeNull();
    expect(otherTabs.at(-1), 'the other tabs, told of the sign-out').toBe('signedOut');
  }
  if (snapshot.matches('authenticated')) {
    expect(otherTabs.at(-1), 'the other tabs, told of the sign-in').toBe('signedIn');
  }
  if (snapshot.matches('leaving')) {
    // Another tab has signed out and said so: this one forgets, and says nothing back.
    expect(snapshot.context.session).toBeNull();
    expect(snapshot.context.person).toBeNull();
  }
}

export const authModel = createMachineModel({
  machine: authMachine,
  events,
  // The tokens and the person tell the sessions apart; the rest of the context follows from the state.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      token: snapshot.context.session?.accessToken ?? null,
      person: snapshot.context.person?.Login ?? null,
      error: snapshot.context.error,
    }),
  implementations: { actions: authImplementations(dependencies).actions },
  invariant,
});
