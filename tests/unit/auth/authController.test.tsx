import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { createAuthMachine, type AuthActorRef } from '../../../machines/auth/authMachine.ts';
import { AUTH_MESSAGES } from '../../../domain/identity/authMessages.ts';
import { AuthController } from '../../../src/features/auth/authController.ts';
import { AuthProvider } from '../../../src/features/auth/AuthProvider.tsx';
import { LOGIN_KEY, RETURN_PATH_KEY } from '../../../src/features/auth/storage.ts';
import { useAuth } from '../../../src/features/auth/useAuth.ts';
import { useAuthEvent } from '../../../src/features/auth/useAuthEvent.ts';
import { getAccessToken } from '../../../src/lib/api/accessToken.ts';
import { resetBrowserState, sessionWith } from '../../machines/auth/authModel.ts';
import { fakeDependencies } from '../../machines/auth/fakeAuthService.ts';
import { fakeTabChannel } from '../../machines/auth/fakeTabChannel.ts';

beforeEach(() => resetBrowserState());

function controllerOver(deps: ReturnType<typeof fakeDependencies>, { stored = false } = {}) {
  const loadActor = vi.fn(async (): Promise<AuthActorRef> => createActor(createAuthMachine(deps)));
  const tabs = fakeTabChannel();
  return {
    loadActor,
    tabs,
    controller: new AuthController({ loadActor, hasStoredSession: () => stored, tabs: tabs.channel }),
  };
}

function Session() {
  const auth = useAuth();
  return (
    <div>
      <p>statut : {auth.status}</p>
      <p>rôles : {auth.roles.join(', ')}</p>
      <p>{auth.isFrontOffice ? 'front office' : 'pas front office'}</p>
      <p>{auth.person ? `Bonjour ${auth.person.Prenom}` : 'personne'}</p>
      {auth.error && <p role="alert">{auth.error}</p>}
      <button type="button" onClick={() => auth.signIn({ returnTo: '/commandes' })}>
        Connexion
      </button>
      <button type="button" onClick={auth.signOut}>
        Déconnexion
      </button>
    </div>
  );
}

/** A session restored from the tab, with a stand-in for the basket listening to `auth.signedOut`. */
async function renderSignedIn(deps: ReturnType<typeof fakeDependencies>) {
  const over = controllerOver(deps, { stored: true });
  const signedOut = vi.fn();
  function BasketStandIn() {
    useAuthEvent('auth.signedOut', signedOut);
    return null;
  }
  render(
    <AuthProvider controller={over.controller}>
      <BasketStandIn />
      <Session />
    </AuthProvider>,
  );
  await screen.findByText('statut : authenticated');
  return { ...over, signedOut };
}

describe('AuthController and useAuth', () => {
  test('an anonymous visitor loads no machine: visits are remembered, sign-out is nothing', async () => {
    const { controller, loadActor } = controllerOver(fakeDependencies());
    render(
      <AuthProvider controller={controller}>
        <Session />
      </AuthProvider>,
    );
    expect(screen.getByText('statut : anonymous')).toBeInTheDocument();
    act(() => {
      controller.send({ type: 'auth.visited', path: '/panier' });
      controller.send({ type: 'auth.visited', path: '/login' });
      controller.send({ type: 'auth.signOut' });
    });
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/panier');
    expect(loadActor).not.toHaveBeenCalled();
  });

  test('signing in loads the machine once and goes straight to the redirect, without showing a restore', async () => {
    const deps = fakeDependencies();
    const { controller, loadActor } = controllerOver(deps);
    const statuses: string[] = [];
    controller.subscribe(() => statuses.push(controller.getView().status));
    render(
      <AuthProvider controller={controller}>
        <Session />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('statut : signingIn')).toBeInTheDocument();
    expect(loadActor).toHaveBeenCalledTimes(1);
    expect(deps.service.signInRedirect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBe('/commandes');
    expect(statuses).toEqual(['signingIn']);
  });

  test('a session kept in the tab is restoring from the first render, then authenticated with its roles', async () => {
    const deps = fakeDependencies({
      restoreSession: async () => sessionWith('jeton', { roles: ['frontoffice', 'lecteur'] }),
    });
    const { controller } = controllerOver(deps, { stored: true });
    render(
      <AuthProvider controller={controller}>
        <Session />
      </AuthProvider>,
    );
    expect(screen.getByText('statut : restoring')).toBeInTheDocument();
    expect(await screen.findByText('statut : authenticated')).toBeInTheDocument();
    expect(screen.getByText('rôles : frontoffice, lecteur')).toBeInTheDocument();
    expect(screen.getByText('front office')).toBeInTheDocument();
    expect(screen.getByText('Bonjour Camille')).toBeInTheDocument();
    expect(getAccessToken()).toBe('jeton');
  });

  test('auth.signedOut reaches listeners registered before the machine was loaded', async () => {
    const { signedOut } = await renderSignedIn(fakeDependencies({ restoreSession: async () => sessionWith('jeton') }));
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('statut : signingOut')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  test('a machine chunk that cannot be fetched fails in French; the next sign-in tries again', async () => {
    const deps = fakeDependencies();
    const loadActor = vi
      .fn<() => Promise<AuthActorRef>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => createActor(createAuthMachine(deps)));
    const controller = new AuthController({ loadActor, hasStoredSession: () => false });
    render(
      <AuthProvider controller={controller}>
        <Session />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.redirectFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('statut : signingIn')).toBeInTheDocument();
    expect(loadActor).toHaveBeenCalledTimes(2);
  });

  test('useAuth() outside an AuthProvider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Session />)).toThrow('useAuth() needs an <AuthProvider> above it');
    vi.restoreAllMocks();
  });

  test('a browser that has signed in (its stored login) restores from the first render; one that never did loads nothing', () => {
    const loadActor = vi.fn(() => new Promise<AuthActorRef>(() => {}));
    const tabs = fakeTabChannel().channel;
    const stranger = new AuthController({ loadActor, tabs });
    stranger.start();
    expect(stranger.getView().status).toBe('anonymous');
    expect(loadActor).not.toHaveBeenCalled();

    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    const returning = new AuthController({ loadActor, tabs });
    expect(returning.getView().status).toBe('restoring');
    returning.start();
    expect(loadActor).toHaveBeenCalledTimes(1);
  });

  test('an anonymous tab hears another tab sign in and joins its session; a sign-out heard there loads nothing', async () => {
    const deps = fakeDependencies({ joinBrowserSession: async () => sessionWith('jeton-onglet') });
    const { controller, loadActor, tabs } = controllerOver(deps);
    render(
      <AuthProvider controller={controller}>
        <Session />
      </AuthProvider>,
    );
    act(() => tabs.receive('signedOut'));
    expect(loadActor).not.toHaveBeenCalled();

    localStorage.setItem(LOGIN_KEY, 'auteur@example.org');
    act(() => tabs.receive('signedIn'));
    expect(await screen.findByText('statut : authenticated')).toBeInTheDocument();
    expect(getAccessToken()).toBe('jeton-onglet');
    expect(deps.service.signInRedirect).not.toHaveBeenCalled();
  });

  test('a signed-in tab hears another tab sign out and becomes anonymous where it is', async () => {
    const deps = fakeDependencies({ restoreSession: async () => sessionWith('jeton') });
    const { controller, tabs, signedOut } = await renderSignedIn(deps);
    act(() => tabs.receive('signedOut'));
    expect(await screen.findByText('statut : anonymous')).toBeInTheDocument();
    expect(screen.getByText('personne')).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(deps.leaveForHome).not.toHaveBeenCalled();
    expect(deps.service.signOutRedirect).not.toHaveBeenCalled();
    expect(tabs.posted).toEqual([]);

    controller.stop();
    expect(tabs.listeners()).toBe(0);
  });
});
