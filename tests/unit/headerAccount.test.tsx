import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Auth } from '../../src/features/auth/useAuth.ts';
import { routes } from '../../src/app/router.tsx';
import { mockApi, renderRoutes } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

const auth = vi.hoisted(() => ({ current: null as unknown as Auth }));
vi.mock('../../src/features/auth/useAuth.ts', () => ({ useAuth: () => auth.current }));
vi.mock('../../src/features/auth/useRecordVisitedPath.ts', () => ({ useRecordVisitedPath: () => {} }));

function session(status: Auth['status']): Auth {
  const signedIn = status === 'authenticated';
  return {
    status,
    person: signedIn ? { Login: 'auteur@example.org', Prenom: 'Camille' } : null,
    roles: signedIn ? ['frontoffice'] : [],
    isFrontOffice: signedIn,
    isBackOffice: false,
    error: null,
    signIn: vi.fn(),
    signOut: vi.fn(),
    personUpdated: vi.fn(),
  };
}

const rubrique = (Id: number, Code: string, Visible: boolean) => ({
  Id,
  Code,
  Libelle: Code,
  Visible,
  Rang: Id,
  Contenu: [],
});

function useApi(rubriques: unknown[]) {
  mockApi({
    '/Rubrique/Rubrique_GetAll': () => rubriques,
    '/Produit/Produit_GetAll': () => [],
    '/Contenu/Contenu_GetByName': () => ({ Id: 1, Nom: 'Accueil', IdTypeContenu: 1, ContenuElements: [] }),
  });
}

const header = () => screen.getByRole('banner');

describe("the header's account corner", { timeout: 20_000 }, () => {
  beforeEach(() => useApi([rubrique(4, 'ABONNEMENT', true)]));

  test('offers « Connexion / Inscription » to an anonymous visitor', async () => {
    auth.current = session('anonymous');
    renderRoutes(routes, { path: '/' });
    expect(await within(header()).findByRole('link', { name: 'Connexion / Inscription' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('shows neither the button nor a menu while the session is being restored', async () => {
    auth.current = session('restoring');
    renderRoutes(routes, { path: '/' });
    await within(header()).findByRole('link', { name: 'Les services' });
    expect(within(header()).queryByRole('link', { name: 'Connexion / Inscription' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button')).not.toBeInTheDocument();
  });

  test("shows a signed-in user's first name, opening their links and « Se déconnecter »", async () => {
    auth.current = session('authenticated');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/' });
    const trigger = await within(header()).findByRole('button', { name: 'Mon compte : Camille' });
    expect(trigger).toHaveTextContent('Camille');
    expect(within(header()).queryByRole('link', { name: 'Connexion / Inscription' })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Mon compte : Camille' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Mes commandes',
        'Mes publications',
        'Mes Formations',
        'Mes Abonnements',
        'Mon profil',
        'Se déconnecter',
      ]),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Mon profil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'));

    await user.click(within(header()).getByRole('button', { name: 'Mon compte : Camille' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    expect(auth.current.signOut).toHaveBeenCalledTimes(1);
  });

  test('leaves out « Mes Abonnements » when the subscription rubrique is hidden or missing', async () => {
    useApi([rubrique(4, 'ABONNEMENT', false), rubrique(1, 'FORMATION', true)]);
    auth.current = session('authenticated');
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/' });
    await user.click(await within(header()).findByRole('button', { name: 'Mon compte : Camille' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mon profil' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mes Abonnements' })).not.toBeInTheDocument();
  });
});
