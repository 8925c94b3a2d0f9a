import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { renewalDelay, RENEWAL_MARGIN_MS } from '../../machines/auth/actors.ts';
import { AUTH_MESSAGES } from '../../domain/identity/authMessages.ts';
import { isReturnablePath } from '../../domain/identity/returnPath.ts';
import { selectStatus } from '../../machines/auth/selectors.ts';
import type { AuthEmitted } from '../../machines/auth/types.ts';
import { getAccessToken } from '../../src/lib/api/accessToken.ts';
import { LOGIN_KEY, RETURN_PATH_KEY } from '../../src/features/auth/storage.ts';
import { CALLBACK_URL, resetBrowserState, sessionWith } from './auth/authModel.ts';
import { deferred, fakeDependencies, startAuthActor } from './auth/fakeAuthService.ts';

beforeEach(() => resetBrowserState());
afterEach(() => vi.useRealTimers());

describe('isReturnablePath', () => {
  test.each([
    ['/', true],
    ['/panier', true],
    ['/publication/12/edit/3?brouillon=1#auteurs', true],
    ['/admin/publications', true],
    ['/loginx', true],
    ['/login', false],
    ['/Login', false],
    ['/login/', false],
    ['/login?retour=1', false],
    ['/admin/login', false],
    ['/admin/logout', false],
    ['/CompteConfirmation', false],
    ['/CompteConfirmation/A1B2C3', false],
    ['/compteconfirmation/a1b2c3', false],
    ['/auth/callback?code=abc&state=xyz', false],
    ['//ailleurs.example/panier', false],
    ['/\\ailleurs.example', false],
    ['https://ailleurs.example/', false],
    ['panier', false],
  ])('%s → %s', (path, returnable) => {
    expect(isReturnablePath(path)).toBe(returnable);
  });
});

describe('the visited path, kept for the return after signing in', () => {
  test('an anonymous visit is stored in portail.retour, except on the sign-in and confirmation pages', async () => {
    const actor = startAuthActor(fakeDependencies());
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.visited', path: '/panier' });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/panier');
    for (const path of ['/login', '/admin/login', '/CompteConfirmation/CODE', '/auth/callback?code=1']) {
      actor.send({ type: 'auth.visited', path });
    }
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/panier');
    actor.send({ type: 'auth.visited', path: '/formation/4' });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/formation/4');
  });

  test('signIn({ returnTo }) stores the way back a guard gave, unless it is not one', async () => {
    const actor = startAuthActor(fakeDependencies());
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.visited', path: '/panier' });
    actor.send({ type: 'auth.signIn', returnTo: '//ailleurs.example' });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/panier');

    const second = startAuthActor(fakeDependencies());
    await waitFor(second, (snapshot) => snapshot.matches('anonymous'));
    second.send({ type: 'auth.signIn', returnTo: '/commandes' });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/commandes');
    expect(selectStatus(second.getSnapshot())).toBe('signingIn');
  });

  test('is cleared once authenticated, and visits are no longer stored', async () => {
    localStorage.setItem(RETURN_PATH_KEY, '/commandes');
    const deps = fakeDependencies({ processCallback: async () => sessionWith('jeton') });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.callbackReceived', url: CALLBACK_URL });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBeNull();
    actor.send({ type: 'auth.visited', path: '/panier' });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });
});

describe('signing in', () => {
  test('puts the token on the API client, loads the person by preferred_username, stores the login', async () => {
    const deps = fakeDependencies({
      processCallback: async () => sessionWith('jeton-a', { login: 'auteur@example.org' }),
    });
    const actor = startAuthActor(deps);
    const signedIn: AuthEmitted[] = [];
    actor.on('auth.signedIn', (event) => signedIn.push(event));
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.callbackReceived', url: CALLBACK_URL });
    const snapshot = await waitFor(actor, (current) => current.matches('authenticated'));

    expect(deps.service.processCallback).toHaveBeenCalledWith(CALLBACK_URL);
    expect(deps.loadPerson).toHaveBeenCalledWith('auteur@example.org', expect.any(AbortSignal));
    expect(getAccessToken()).toBe('jeton-a');
    expect(snapshot.context.person).toEqual({ Login: 'auteur@example.org', Prenom: 'Camille' });
    expect(localStorage.getItem(LOGIN_KEY)).toBe('auteur@example.org');
    expect(signedIn).toEqual([
      {
        type: 'auth.signedIn',
        person: { Login: 'auteur@example.org', Prenom: 'Camille' },
        isFrontOffice: true,
        isBackOffice: false,
      },
    ]);
    // Tokens live in memory and sessionStorage only.
    expect(Object.values({ ...localStorage }).join(' ')).not.toContain('jeton-a');
  });

  test('a person that cannot be loaded fails in French and takes the token off the client', async () => {
    const deps = fakeDependencies({ processCallback: async () => sessionWith('jeton-b') }, () =>
      Promise.reject(new Error('404')),
    );
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.callbackReceived', url: CALLBACK_URL });
    const snapshot = await waitFor(actor, (current) => current.matches('failed'));
    expect(snapshot.context.error).toBe(AUTH_MESSAGES.personFailed);
    expect(getAccessToken()).toBeNull();
  });

  test('a callback that fails shows a French message, and signing in again is possible', async () => {
    const deps = fakeDependencies({ processCallback: () => Promise.reject(new Error('invalid_grant')) });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.callbackReceived', url: CALLBACK_URL });
    const snapshot = await waitFor(actor, (current) => current.matches('failed'));
    expect(snapshot.context.error).toBe(AUTH_MESSAGES.callbackFailed);
    actor.send({ type: 'auth.signIn' });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(deps.service.signInRedirect).toHaveBeenCalledTimes(1);
  });

  test('a session kept in the tab is restored without a redirect', async () => {
    const deps = fakeDependencies({ restoreSession: async () => sessionWith('jeton-garde') });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(getAccessToken()).toBe('jeton-garde');
    expect(deps.service.signInRedirect).not.toHaveBeenCalled();
  });
});

describe('token renewal', () => {
  test('renews a minute before expiry with the refresh token, and the new token goes on the client', async () => {
    vi.useFakeTimers();
    const renewal = deferred<ReturnType<typeof sessionWith>>();
    const deps = fakeDependencies({
      restoreSession: async () => sessionWith('jeton-1', { expiresAt: Date.now() + 5 * 60_000 }),
      renewSession: () => renewal.promise,
    });
    const actor = startAuthActor(deps);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));

    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1_000);
    expect(deps.service.renewSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deps.service.renewSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ authenticated: 'renewing' })).toBe(true);

    renewal.resolve(sessionWith('jeton-2', { expiresAt: Date.now() + 5 * 60_000 }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true));
    expect(getAccessToken()).toBe('jeton-2');
  });

  test('a renewal that fails ends the session with a French message', async () => {
    const deps = fakeDependencies({
      restoreSession: async () => sessionWith('jeton-1', { expiresAt: Date.now() }),
      renewSession: () => Promise.reject(new Error('invalid_grant')),
    });
    const actor = startAuthActor(deps);
    const snapshot = await waitFor(actor, (current) => current.matches('failed'));
    expect(snapshot.context.error).toBe(AUTH_MESSAGES.sessionExpired);
    expect(getAccessToken()).toBeNull();
  });

  test.each([
    [5 * 60_000, 5 * 60_000 - RENEWAL_MARGIN_MS],
    [60_000, 30_000],
    [0, 0],
    [-10_000, 0],
  ])('a token with %i ms left is renewed after %i ms', (remaining, delay) => {
    expect(renewalDelay(1_000_000 + remaining, 1_000_000)).toBe(delay);
  });
});

describe('signing out', () => {
  test('takes the token off, forgets the login and the person, announces auth.signedOut, signs out at the provider', async () => {
    const deps = fakeDependencies({ restoreSession: async () => sessionWith('jeton') });
    const actor = startAuthActor(deps);
    const announced: string[] = [];
    actor.on('auth.signedOut', (event) => announced.push(event.type));
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(localStorage.getItem(LOGIN_KEY)).toBe('auteur@example.org');

    actor.send({ type: 'auth.signOut' });
    const snapshot = actor.getSnapshot();
    expect(selectStatus(snapshot)).toBe('signingOut');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(LOGIN_KEY)).toBeNull();
    expect(snapshot.context).toEqual({ session: null, person: null, error: null });
    expect(announced).toEqual(['auth.signedOut']);
    expect(deps.service.signOutRedirect).toHaveBeenCalledTimes(1);
    // The provider's post-logout redirect opens `/`.
    expect(deps.leaveForHome).not.toHaveBeenCalled();
  });

  test('opens the home page itself when the provider cannot be reached', async () => {
    const deps = fakeDependencies({
      restoreSession: async () => sessionWith('jeton'),
      signOutRedirect: () => Promise.reject(new Error('network')),
    });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(deps.leaveForHome).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });
});

describe('one session per browser: a new tab joins it, a sign-out anywhere ends it everywhere', () => {
  test('a tab without tokens of a browser that has signed in joins the provider’s session, without a redirect', async () => {
    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const joined = deferred<ReturnType<typeof sessionWith> | null>();
    const deps = fakeDependencies({ joinBrowserSession: () => joined.promise });
    const actor = startAuthActor(deps);
    expect(selectStatus(actor.getSnapshot())).toBe('restoring');
    await waitFor(actor, (snapshot) => snapshot.matches('joining'));
    // Screens see a restore going on: neither « Connexion » nor an account yet.
    expect(selectStatus(actor.getSnapshot())).toBe('restoring');
    joined.resolve(sessionWith('jeton-onglet'));
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(getAccessToken()).toBe('jeton-onglet');
    expect(deps.service.signInRedirect).not.toHaveBeenCalled();
    expect(deps.otherTabs.signedIn).toHaveBeenCalledTimes(1);
  });

  test('a browser that never signed in asks the provider nothing', async () => {
    const deps = fakeDependencies();
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(deps.service.joinBrowserSession).not.toHaveBeenCalled();
  });

  test('when the provider’s session has ended the tab is anonymous, without an error, and forgets the hint', async () => {
    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const deps = fakeDependencies({ joinBrowserSession: async () => null });
    const actor = startAuthActor(deps);
    const snapshot = await waitFor(actor, (current) => current.matches('anonymous'));
    expect(deps.service.joinBrowserSession).toHaveBeenCalledTimes(1);
    expect(snapshot.context.error).toBeNull();
    expect(localStorage.getItem(LOGIN_KEY)).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  test('a provider that cannot be reached leaves the tab anonymous, the hint kept for the next tab', async () => {
    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const deps = fakeDependencies({ joinBrowserSession: () => Promise.reject(new Error('timeout')) });
    const actor = startAuthActor(deps);
    const snapshot = await waitFor(actor, (current) => current.matches('anonymous'));
    expect(snapshot.context.error).toBeNull();
    expect(localStorage.getItem(LOGIN_KEY)).toBe('auteur@example.org');
  });

  test('an anonymous tab joins when another tab signs in', async () => {
    const deps = fakeDependencies({ joinBrowserSession: async () => sessionWith('jeton-onglet') });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'auth.signedInElsewhere' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(deps.service.joinBrowserSession).toHaveBeenCalledTimes(1);
    // A signed-in tab has nothing to join.
    actor.send({ type: 'auth.signedInElsewhere' });
    expect(deps.service.joinBrowserSession).toHaveBeenCalledTimes(1);
  });

  test('signing out tells the other tabs', async () => {
    const deps = fakeDependencies({ restoreSession: async () => sessionWith('jeton') });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.signOut' });
    expect(deps.otherTabs.signedOut).toHaveBeenCalledTimes(1);
  });

  test('a sign-out in another tab makes this one anonymous where it is: no redirect, no reload, nothing said back', async () => {
    const deps = fakeDependencies({ restoreSession: async () => sessionWith('jeton') });
    const actor = startAuthActor(deps);
    const announced: string[] = [];
    actor.on('auth.signedOut', (event) => announced.push(event.type));
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.signedOutElsewhere' });
    expect(selectStatus(actor.getSnapshot())).toBe('signingOut');
    expect(getAccessToken()).toBeNull();
    expect(announced).toEqual(['auth.signedOut']);
    const snapshot = await waitFor(actor, (current) => current.matches('anonymous'));
    expect(snapshot.context).toEqual({ session: null, person: null, error: null });
    expect(deps.service.forgetSession).toHaveBeenCalledTimes(1);
    expect(deps.service.signOutRedirect).not.toHaveBeenCalled();
    expect(deps.leaveForHome).not.toHaveBeenCalled();
    expect(deps.otherTabs.signedOut).not.toHaveBeenCalled();
  });

  test('a sign-out elsewhere while this tab joins asks the provider again, which then has no session', async () => {
    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const first = deferred<ReturnType<typeof sessionWith> | null>();
    const deps = fakeDependencies({ joinBrowserSession: () => first.promise });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('joining'));
    deps.service.joinBrowserSession.mockImplementation(async () => null);
    actor.send({ type: 'auth.signedOutElsewhere' });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    // The first answer, come too late, is not taken.
    first.resolve(sessionWith('jeton-perime'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(deps.service.joinBrowserSession).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBeNull();
  });

  test('a tab whose session failed joins when another tab signs in', async () => {
    const deps = fakeDependencies({
      restoreSession: async () => sessionWith('jeton-1', { expiresAt: Date.now() }),
      renewSession: () => Promise.reject(new Error('invalid_grant')),
      joinBrowserSession: async () => sessionWith('jeton-onglet'),
    });
    const actor = startAuthActor(deps);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'auth.signedInElsewhere' });
    const snapshot = await waitFor(actor, (current) => current.matches('authenticated'));
    expect(snapshot.context.error).toBeNull();
    expect(getAccessToken()).toBe('jeton-onglet');
  });
});
