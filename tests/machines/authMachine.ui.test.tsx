import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Actor } from 'xstate';
import type { AuthMachine } from '../../machines/auth/authMachine.ts';
import { AUTH_MESSAGES } from '../../domain/identity/authMessages.ts';
import AuthCallbackRoute from '../../src/features/auth/AuthCallbackRoute.tsx';
import { AuthController } from '../../src/features/auth/authController.ts';
import { AuthProvider } from '../../src/features/auth/AuthProvider.tsx';
import { AuthTestShell, TestLoginPage, TestPage } from './auth/AuthTestShell.tsx';
import { authModel, resetBrowserState } from './auth/authModel.ts';
import { fakeTabChannel } from './auth/fakeTabChannel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

beforeEach(() => resetBrowserState());

type Router = ReturnType<typeof createMemoryRouter>;
interface Ui {
  router: Router;
  user: ReturnType<typeof userEvent.setup>;
  /** The other tabs of the browser. */
  tabs: ReturnType<typeof fakeTabChannel>;
}

let callbacks = 0;

function renderApp(actor: Actor<AuthMachine>): Ui {
  // The machine is as the application loads it when the tab holds a session: restoring first.
  const tabs = fakeTabChannel();
  const controller = new AuthController({
    loadActor: async () => actor,
    hasStoredSession: () => true,
    tabs: tabs.channel,
  });
  const router = createMemoryRouter(
    [
      {
        element: <AuthTestShell />,
        children: [
          { index: true, element: <TestPage /> },
          { path: 'login', element: <TestLoginPage /> },
          { path: 'auth/callback', element: <AuthCallbackRoute /> },
          { path: '*', element: <TestPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AuthProvider controller={controller}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, user: userEvent.setup(), tabs };
}

function header() {
  return within(screen.getByRole('banner'));
}

const ui: UiPlayOptions<AuthMachine, Ui> = {
  render: renderApp,
  states: {
    restoring: () => {
      expect(header().getByText('Vérification de votre session...')).toBeInTheDocument();
    },
    // Joining the browser's session shows as a restore: neither the sign-in button nor an account yet.
    joining: () => {
      expect(header().getByText('Vérification de votre session...')).toBeInTheDocument();
      expect(header().queryByRole('button', { name: 'Connexion / Inscription' })).not.toBeInTheDocument();
    },
    anonymous: () => {
      expect(header().getByRole('button', { name: 'Connexion / Inscription' })).toBeEnabled();
    },
    redirecting: () => {
      expect(header().getByText('Redirection vers la connexion...')).toBeInTheDocument();
    },
    handlingCallback: () => {
      expect(screen.getByText('Connexion en cours...')).toBeInTheDocument();
    },
    loadingPerson: () => {
      expect(header().getByText('Vérification de votre session...')).toBeInTheDocument();
    },
    authenticated: ({ snapshot, ui: { router } }) => {
      // The person loaded at sign-in, or as the profile last saved them.
      const prenom = snapshot.context.person?.Prenom;
      expect(['Camille', 'Camille-Anne']).toContain(prenom);
      expect(header().getByText(`Bonjour ${prenom}`)).toBeInTheDocument();
      expect(header().getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
      // The callback page has handed over to the page the user came from.
      expect(router.state.location.pathname).not.toBe('/auth/callback');
    },
    signingOut: () => {
      expect(header().getByText('Déconnexion en cours...')).toBeInTheDocument();
    },
    leaving: () => {
      expect(header().getByText('Déconnexion en cours...')).toBeInTheDocument();
      expect(header().queryByText(/^Bonjour/)).not.toBeInTheDocument();
    },
    failed: ({ snapshot }) => {
      const message = snapshot.context.error ?? '';
      expect(Object.values(AUTH_MESSAGES)).toContain(message);
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === message)).toBe(true);
    },
  },
  events: {
    'auth.signIn': async ({ event, ui: { router, user } }) => {
      if (event.type !== 'auth.signIn') return;
      if (event.returnTo === undefined) {
        await user.click(header().getByRole('button', { name: 'Connexion / Inscription' }));
        return;
      }
      // A guard sent the user to the sign-in page with the way back.
      await act(() => router.navigate('/login', { state: { returnTo: event.returnTo } }));
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    },
    'auth.signOut': async ({ ui: { user } }) => {
      await user.click(header().getByRole('button', { name: 'Se déconnecter' }));
    },
    'auth.callbackReceived': async ({ ui: { router } }) => {
      callbacks += 1;
      await act(() => router.navigate(`/auth/callback?code=code-${callbacks}&state=etat`));
    },
    'auth.visited': async ({ event, ui: { router } }) => {
      if (event.type === 'auth.visited') await act(() => router.navigate(event.path));
    },
    // The profile page announces a saved first name; the header must then show it.
    'auth.personUpdated': async ({ event, actor }) => {
      if (event.type !== 'auth.personUpdated') return;
      act(() => actor.send(event));
    },
    // Another tab of the browser says so on the channel the controller listens to.
    'auth.signedInElsewhere': ({ ui: { tabs } }) => {
      act(() => tabs.receive('signedIn'));
    },
    'auth.signedOutElsewhere': ({ ui: { tabs } }) => {
      act(() => tabs.receive('signedOut'));
    },
    // Time, not the user, brings this one: the held timer stands for it.
    'auth.tokenExpiring': ({ actor }) => {
      actor.send({ type: 'auth.tokenExpiring' });
    },
  },
};

describe('auth machine — the same paths played on the rendered header and callback page', () => {
  const paths = authModel.paths.filter((path) => isPlayableInUi(path, ui.events));

  test('every generated path can be played in the UI', () => {
    expect(paths).toHaveLength(authModel.paths.length);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(authModel, path, ui);
  });
});
