import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Auth } from '../../src/features/auth/useAuth.ts';
import { routes } from '../../src/app/router.tsx';
import { COMPTE } from './compteFixture.ts';
import { mockApi, renderRoutes } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

/** The session the screens read, set by each test. */
const auth = vi.hoisted(() => ({ current: null as unknown as Auth }));
vi.mock('../../src/features/auth/useAuth.ts', () => ({ useAuth: () => auth.current }));
vi.mock('../../src/features/auth/useRecordVisitedPath.ts', () => ({ useRecordVisitedPath: () => {} }));

function session(status: Auth['status'], roles: { front?: boolean; back?: boolean } = {}, Prenom = 'Camille'): Auth {
  const signedIn = status === 'authenticated';
  return {
    status,
    person: signedIn ? { Login: 'auteur@example.org', Prenom } : null,
    roles: [...(roles.front ? ['frontoffice'] : []), ...(roles.back ? ['backoffice'] : [])],
    isFrontOffice: signedIn && Boolean(roles.front),
    isBackOffice: signedIn && Boolean(roles.back),
    error: null,
    signIn: vi.fn(),
    signOut: vi.fn(),
    personUpdated: vi.fn(),
  };
}

/** Lazy pages load their code on first visit: a cold transform may take longer than waitFor's default. */
async function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
}

const MODULES = [
  { Id: 1, Libelle: 'Publications', Link: 'publications', Iconclassname: 'icon-book', Rang: 2, Visible: true },
  {
    Id: 2,
    Libelle: 'Modération',
    Link: 'publicationsmoderation',
    Iconclassname: 'icon-check-circle',
    Rang: 1,
    Visible: true,
  },
  { Id: 6, Libelle: 'Produits', Link: 'produits', Iconclassname: 'icon-tag', Rang: 3, Visible: false },
];

const API = {
  '/BO/Gestion/Module_GetAll': () => MODULES,
  '/Compte/Compte_Get': () => COMPTE,
  '/StaticData/Get_Pays': () => [{ IdPays: 74, Libelle: 'France', CodeIso: 'FR' }],
  '/StaticData/Get_VilleByCodePostal': () => [],
  '/Rubrique/Rubrique_GetAll': () => [],
  '/Produit/Produit_GetAll': () => [],
  '/Contenu/Contenu_GetByName': () => ({ Id: 1, Nom: 'Accueil', IdTypeContenu: 1, ContenuElements: [] }),
};

describe('the route guards, as registered', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi(API);
  });

  test('show a loading state, not a redirect, while the session is being restored', async () => {
    auth.current = session('restoring');
    const { router } = renderRoutes(routes, { path: '/profil' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profil');
  });

  test('send an anonymous visitor of a front-office page to /login, with the way back', async () => {
    auth.current = session('anonymous');
    const { router } = renderRoutes(routes, { path: '/profil' });
    await expectPath(router, '/login');
    expect(router.state.location.state).toEqual({ returnTo: '/profil' });
    await screen.findByRole('heading', { level: 1, name: 'Connexion / Inscription' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(auth.current.signIn).toHaveBeenCalledWith({ returnTo: '/profil' });
  });

  test('open the profile to a front-office user', async () => {
    auth.current = session('authenticated', { front: true });
    renderRoutes(routes, { path: '/profil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
  });

  test('send a back-office user away from a front-office page, to /admin/logout, which says why, then signs them out', async () => {
    auth.current = session('authenticated', { back: true });
    const { router } = renderRoutes(routes, { path: '/changerMotdePasse' });
    await expectPath(router, '/admin/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux clients du portail/)).toBeInTheDocument();
    expect(auth.current.signOut).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(auth.current.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Déconnexion en cours...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });

  test('send an anonymous visitor of the admin area to /admin/login, which offers no registration', async () => {
    auth.current = session('anonymous');
    const { router } = renderRoutes(routes, { path: '/admin' });
    await expectPath(router, '/admin/login');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion / Inscription' })).toHaveAttribute('href', '/admin/login');
  });

  test('send a front-office user away from the admin area, to /admin/logout, which says why and leads home', async () => {
    auth.current = session('authenticated', { front: true });
    const { router } = renderRoutes(routes, { path: '/admin/utilisateurs' });
    await expectPath(router, '/admin/logout');
    expect(await screen.findByText(/L'administration est réservée aux équipes du portail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(auth.current.signOut).not.toHaveBeenCalled();
  });

  test('show a back-office user the visible modules by Rang, each leading to its page', async () => {
    auth.current = session('authenticated', { back: true }, 'Dominique');
    renderRoutes(routes, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Modules' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Modération', 'Publications']);
    expect(links[0]).toHaveAttribute('href', '/admin/publicationsmoderation');
    expect(screen.getByRole('button', { name: /Dominique/ })).toBeInTheDocument();
  });

  test('show the not-found page inside the admin layout for an unknown admin path', async () => {
    auth.current = session('authenticated', { back: true });
    renderRoutes(routes, { path: '/admin/inconnu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Navigation de l'administration" })).toBeInTheDocument();
  });

  test('lead /admin/contenuseditoriaux to the home page, where a back-office user has a Retour link to /admin', async () => {
    auth.current = session('authenticated', { back: true });
    const { router } = renderRoutes(routes, { path: '/admin/contenuseditoriaux' });
    await expectPath(router, '/');
    expect(await screen.findByRole('link', { name: "Retour à l'administration" })).toHaveAttribute('href', '/admin');
  });

  test('guard the pages that follow what a customer bought with the front-office role', async () => {
    auth.current = session('anonymous');
    const { router } = renderRoutes(routes, { path: '/commande/42' });
    await expectPath(router, '/login');
    expect(router.state.location.state).toEqual({ returnTo: '/commande/42' });

    auth.current = session('authenticated', { back: true });
    const { router: backOffice } = renderRoutes(routes, { path: '/Abonnements' });
    await expectPath(backOffice, '/admin/logout');
  });

  test('open the partners’ offers to either role, and to no anonymous visitor', async () => {
    mockApi({
      ...API,
      '/Offre/Offre_GetPartenaire': () => ({ Id: 6, Nom: 'OffresPartenaire', IdTypeContenu: 1, ContenuElements: [] }),
    });
    auth.current = session('authenticated', { back: true });
    renderRoutes(routes, { path: '/offres/partenaire' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offres partenaires' })).toBeInTheDocument();

    auth.current = session('anonymous');
    const { router } = renderRoutes(routes, { path: '/offres/partenaire' });
    await expectPath(router, '/login');
  });
});
