import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Footer } from '../../src/app/layout/Footer.tsx';
import { footerLinkAction } from '../../src/app/layout/footerLinkAction.ts';
import { contenuQueryOptions } from '../../src/features/content/api/getContenuByName.ts';
import type { Contenu } from '../../src/lib/api/types.ts';
import { readSeller } from '../../server/platform/config/seller.ts';
import { createTestQueryClient, mockApi, renderRoutes, sentValues } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

function page(Id: number, Nom: string, titre: string, texte: string): Contenu {
  const element = (id: number, nom: string, rang: number, valeur: string) => ({
    Id: id,
    Nom: nom,
    IdTypeContenuElement: 1,
    Rang: rang,
    Valeur: valeur,
    Libelle: nom,
    Description: null,
    SousLibelle: null,
    ContenuElementFichier: null,
  });
  return {
    Id,
    Nom,
    IdTypeContenu: 1,
    ContenuElements: [element(Id * 10, 'Titre', 1, titre), element(Id * 10 + 1, 'Texte', 2, texte)],
  };
}

const MENTIONS = page(
  4,
  'MentionsLegales',
  'Mentions légales',
  '<p>Le portail est édité par Portail Autoédition SAS.</p>',
);
const CGU = page(3, 'CGU', "Conditions générales d'utilisation et de vente", '<p>Article 1 – Objet</p>');
const FAQ: Contenu = {
  Id: 2,
  Nom: 'FAQ',
  IdTypeContenu: 1,
  ContenuElements: [
    {
      Id: 3,
      Nom: 'Questions',
      IdTypeContenuElement: 3,
      Rang: 1,
      Valeur: JSON.stringify([
        {
          Nom: 'Commandes',
          Questions: [{ Id: 'f', Enonce: 'Où trouver mes factures ?', Contenu: '<p>Mes commandes</p>' }],
          Categories: [],
        },
      ]),
      Libelle: 'Foire aux questions',
      Description: null,
      SousLibelle: null,
      ContenuElementFichier: null,
    },
  ],
};
const CONTENUS: Record<string, Contenu> = { MentionsLegales: MENTIONS, CGU, FAQ };
const VENDEUR = readSeller({ SELLER_NAME: 'Éditions du Pied de Page SAS', SELLER_MEDIATOR_NAME: 'Médiateur du Pied' });

function PageStub({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

const ROUTES = [
  {
    element: (
      <>
        <main>
          <Outlet />
        </main>
        <Footer />
      </>
    ),
    children: [
      { path: '/', element: <PageStub title="Accueil" /> },
      { path: '/mentionlegales', element: <PageStub title="Page des mentions légales" /> },
      { path: '/cgu', element: <PageStub title="Page des CGU" /> },
      { path: '/faq', element: <PageStub title="Page de la FAQ" /> },
      { path: '/contact', element: <PageStub title="Page de contact" /> },
    ],
  },
];

function renderAt(path: string, loaded: Contenu[] = []) {
  const queryClient = createTestQueryClient();
  for (const contenu of loaded) queryClient.setQueryData(contenuQueryOptions(contenu.Nom as 'CGU').queryKey, contenu);
  return renderRoutes(ROUTES, { path, queryClient });
}

describe('footerLinkAction (spec 1 §2)', () => {
  test('opens the modal on the page the link leads to, whether the content is loaded or not', () => {
    expect(footerLinkAction({ currentPath: '/cgu', targetPath: '/cgu', contentLoaded: true })).toBe('modal');
    expect(footerLinkAction({ currentPath: '/cgu/', targetPath: '/cgu', contentLoaded: true })).toBe('modal');
    expect(footerLinkAction({ currentPath: '/CGU', targetPath: '/cgu', contentLoaded: false })).toBe('modal');
  });

  test('opens the modal elsewhere while the content has not been loaded, and navigates once it has', () => {
    expect(footerLinkAction({ currentPath: '/', targetPath: '/faq', contentLoaded: false })).toBe('modal');
    expect(footerLinkAction({ currentPath: '/', targetPath: '/faq', contentLoaded: true })).toBe('navigate');
    expect(footerLinkAction({ currentPath: '/cgu', targetPath: '/faq', contentLoaded: true })).toBe('navigate');
  });
});

describe('the footer', () => {
  let print: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    mockApi({
      '/Contenu/Contenu_GetByName': (values) => CONTENUS[(values as { Name: string }).Name],
      '/StaticData/BackEnd_Version': () => ({ Version: '2.4.0', Date: '2026-11-02' }),
      '/Contenu/Vendeur_Get': () => VENDEUR,
    });
    print = vi.spyOn(window, 'print').mockImplementation(() => {});
  });

  afterEach(() => print.mockRestore());

  test('links to the legal notices, the terms, the contact page, the FAQ, the cookie policy and the accessibility statement', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Informations' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mentions légales', '/mentionlegales'],
      ['CGV | CGU', '/cgu'],
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
      ['Politique relative aux cookies', '/politiquecookie'],
      ['Accessibilité : non conforme', '/accessibilite'],
    ]);
  });

  test('opens the legal notices in a printable modal while their content has not been loaded, and stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Mentions légales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mentions légales' });
    expect(await within(dialog).findByText('Le portail est édité par Portail Autoédition SAS.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('shows the seller beside the text of the legal notices and of the CGV, as their pages do', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Mentions légales' }));
    const mentions = await screen.findByRole('dialog', { name: 'Mentions légales' });
    const publisher = await within(mentions).findByRole('region', { name: 'Éditeur du portail' });
    expect(await within(publisher).findByText('Éditions du Pied de Page SAS')).toBeInTheDocument();
    expect(within(publisher).getByText(VENDEUR.DirecteurPublication)).toBeInTheDocument();
    await user.click(within(mentions).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'CGV | CGU' }));
    const cgv = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation et de vente" });
    const seller = await within(cgv).findByRole('region', { name: 'Le vendeur' });
    expect(await within(seller).findByText(`Médiateur du Pied, ${VENDEUR.Mediateur.Adresse}`)).toBeInTheDocument();
  });

  test('leads to the page once its content has been loaded', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/', [CGU]);
    await user.click(screen.getByRole('link', { name: 'CGV | CGU' }));

    expect(await screen.findByRole('heading', { name: 'Page des CGU' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cgu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('opens the modal when the reader is already on that page, even with its content loaded', async () => {
    const user = userEvent.setup();
    renderAt('/cgu', [CGU]);
    await user.click(screen.getByRole('link', { name: 'CGV | CGU' }));

    const dialog = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation et de vente" });
    expect(within(dialog).getByText('Article 1 – Objet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(sentValues('/Contenu/Contenu_GetByName')).toHaveLength(0);
  });

  test('opens the FAQ in a modal with its search field', async () => {
    const user = userEvent.setup();
    renderAt('/faq');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));

    const dialog = await screen.findByRole('dialog', { name: 'Foire aux questions' });
    expect(await within(dialog).findByRole('searchbox', { name: 'Rechercher dans la FAQ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Où trouver mes factures ?' })).toBeInTheDocument();
  });

  test('always leads to the contact page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('shows the environment and the versions behind a discreet button on the copyright line', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(screen.queryByText('production')).not.toBeInTheDocument();

    const copyright = await screen.findByRole('button', { name: /©.*Portail de l'autoédition/ });
    expect(copyright).toHaveAttribute('aria-expanded', 'false');
    await user.click(copyright);

    expect(copyright).toHaveAttribute('aria-expanded', 'true');
    // The versions' code is fetched when asked for.
    expect(await screen.findByText('production')).toBeInTheDocument();
    expect(screen.getByText('1.6.1 (17/10/2023)')).toBeInTheDocument();
    expect(await screen.findByText('2.4.0 (02/11/2026)')).toBeInTheDocument();
    expect(sentValues('/StaticData/BackEnd_Version')).toHaveLength(1);
  });
});
