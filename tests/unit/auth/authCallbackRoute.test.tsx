import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { createAuthMachine } from '../../../machines/auth/authMachine.ts';
import { AUTH_MESSAGES } from '../../../domain/identity/authMessages.ts';
import AuthCallbackRoute from '../../../src/features/auth/AuthCallbackRoute.tsx';
import { AuthController } from '../../../src/features/auth/authController.ts';
import { AuthProvider } from '../../../src/features/auth/AuthProvider.tsx';
import { RETURN_PATH_KEY } from '../../../src/features/auth/storage.ts';
import { resetBrowserState, sessionWith } from '../../machines/auth/authModel.ts';
import { deferred, fakeDependencies } from '../../machines/auth/fakeAuthService.ts';

beforeEach(() => resetBrowserState());

function renderCallback(deps: ReturnType<typeof fakeDependencies>) {
  const controller = new AuthController({
    loadActor: async () => createActor(createAuthMachine(deps)),
    hasStoredSession: () => false,
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', element: <AuthCallbackRoute /> },
      { path: '/commandes', element: <h1>Mes commandes</h1> },
      { path: '/', element: <h1>Accueil</h1> },
    ],
    { initialEntries: ['/auth/callback?code=le-code&state=l-etat'] },
  );
  render(
    <StrictMode>
      <AuthProvider controller={controller}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
  return router;
}

test('processes the callback once under StrictMode, shows « Connexion en cours... », then opens the stored way back', async () => {
  localStorage.setItem(RETURN_PATH_KEY, '/commandes');
  const exchange = deferred<ReturnType<typeof sessionWith>>();
  const deps = fakeDependencies({ processCallback: () => exchange.promise });
  const router = renderCallback(deps);

  expect(await screen.findByText('Connexion en cours...')).toBeInTheDocument();
  exchange.resolve(sessionWith('jeton'));
  expect(await screen.findByRole('heading', { name: 'Mes commandes' })).toBeInTheDocument();
  expect(deps.service.processCallback).toHaveBeenCalledTimes(1);
  expect(deps.service.processCallback).toHaveBeenCalledWith(
    'http://localhost:3000/auth/callback?code=le-code&state=l-etat',
  );
  expect(router.state.location.pathname).toBe('/commandes');
  // The callback address is replaced, not kept in the history.
  expect(router.state.historyAction).toBe('REPLACE');
  expect(localStorage.getItem(RETURN_PATH_KEY)).toBeNull();
});

test('opens the home page when no way back was stored', async () => {
  renderCallback(fakeDependencies({ processCallback: async () => sessionWith('jeton') }));
  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
});

test('on failure shows a French error and a way to try again', async () => {
  const deps = fakeDependencies({ processCallback: () => Promise.reject(new Error('invalid_grant')) });
  renderCallback(deps);
  expect(await screen.findByRole('heading', { name: 'Connexion impossible' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.callbackFailed);
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer la connexion' }));
  expect(deps.service.signInRedirect).toHaveBeenCalledTimes(1);
});
