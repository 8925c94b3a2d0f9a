import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { PageHeadSync } from '../../src/app/head/PageHeadSync.tsx';
import FormationRoute from '../../src/app/routes/FormationRoute.tsx';
import HomeRoute from '../../src/app/routes/HomeRoute.tsx';
import RubriqueRoute from '../../src/app/routes/RubriqueRoute.tsx';
import { AppToastRegion } from '../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../src/components/toast/toastQueue.ts';
import type { Produit, Rubrique } from '../../src/lib/api/types.ts';
import { apiClientMock, apiRefusal, mockApi, renderRoutes } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

function rubrique(Id: number, Libelle: string, Rang: number, Visible = true): Rubrique {
  return { Id, Code: Libelle.toUpperCase(), Libelle, Visible, Rang, Contenu: [] };
}

function produit(
  Id: number,
  IdRubrique: number,
  IdTypeProduit: number,
  Libelle: string,
  PrixTTCCentimes: number,
  Rang = 1,
): Produit {
  return {
    Id,
    IdTypeProduit,
    IdRubrique,
    Libelle,
    Description: `Description de ${Libelle}`,
    PrixTTCCentimes,
    TauxTva: 20,
    Rang,
    Visible: true,
    Reduction: null,
    Sessions: [],
    Contenu: [],
  };
}

const RUBRIQUES = [
  rubrique(2, 'Formations', 20),
  rubrique(1, 'Référencement', 10),
  rubrique(5, 'Codes de réduction', 90, false),
];
const PRODUITS = [
  produit(1, 1, 1, "Référencement d'un livre imprimé", 4900),
  produit(10, 2, 2, "Les fondamentaux de l'autoédition", 39000),
  produit(50, 5, 5, 'BIENVENUE10', 0),
];

function withToasts(element: React.ReactElement) {
  return (
    <>
      {element}
      <AppToastRegion />
    </>
  );
}

beforeEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe('the services home', () => {
  test('asks for rubriques and products at once, then shows the visible rubriques by Rang with their products and prices', async () => {
    const pending: Record<string, (value: unknown) => void> = {};
    mockApi({
      '/Contenu/Contenu_GetByName': () => {
        throw apiRefusal(404, 'Contenu introuvable');
      },
      '/Rubrique/Rubrique_GetAll': () => new Promise((resolve) => (pending.rubriques = resolve)),
      '/Produit/Produit_GetAll': () => new Promise((resolve) => (pending.produits = resolve)),
    });
    renderRoutes([{ path: '/', element: <HomeRoute /> }]);

    // Both requests left before either answered: no waterfall.
    await waitFor(() => expect(Object.keys(pending).sort()).toEqual(['produits', 'rubriques']));
    pending.produits!(PRODUITS);
    pending.rubriques!(RUBRIQUES);

    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getAllByRole('heading')[0]!.textContent)).toEqual([
      'Référencement',
      'Formations',
    ]);
    expect(screen.getByRole('link', { name: 'Référencement' })).toHaveAttribute('href', '/rubrique/1');
    expect(screen.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/rubrique/2');
    expect(
      within(sections[0]!).getByText('49,00 €', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Les fondamentaux de l'autoédition" })).toHaveAttribute(
      'href',
      '/formation/10',
    );
    expect(screen.queryByText('BIENVENUE10')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Les services' })).toBeInTheDocument();
    // The main action leads to the rubrique that offers referencing.
    expect(screen.getByRole('link', { name: 'Référencer un livre' })).toHaveAttribute('href', '/rubrique/1');
    expect(apiClientMock.post).toHaveBeenCalledTimes(3);
  });
});

describe('a rubrique page', () => {
  test('shows the rubrique and its products', async () => {
    mockApi({
      '/Rubrique/Rubrique_GetAll': () => RUBRIQUES,
      '/Produit/Produit_GetByRubrique': () => [PRODUITS[1]],
    });
    renderRoutes(
      [
        {
          path: '/rubrique/:id',
          element: (
            <>
              <PageHeadSync />
              <RubriqueRoute />
            </>
          ),
        },
      ],
      { path: '/rubrique/2' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Formations' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: "Les fondamentaux de l'autoédition" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Formations | Portail de l'autoédition"));
  });

  test('says in French that an unknown rubrique does not exist', async () => {
    mockApi({
      '/Rubrique/Rubrique_GetAll': () => RUBRIQUES,
      '/Produit/Produit_GetByRubrique': () => {
        throw apiRefusal(404, 'Rubrique introuvable');
      },
    });
    renderRoutes([{ path: '/rubrique/:id', element: withToasts(<RubriqueRoute />) }], { path: '/rubrique/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rubrique introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Cette rubrique n'existe pas ou n'est plus proposée.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  test('shows the message of a failed fetch as an error toast (spec 2 §8)', async () => {
    mockApi({
      '/Rubrique/Rubrique_GetAll': () => RUBRIQUES,
      '/Produit/Produit_GetByRubrique': () => {
        throw apiRefusal(500, 'Erreur lors de la récupération des produits');
      },
    });
    renderRoutes([{ path: '/rubrique/:id', element: withToasts(<RubriqueRoute />) }], { path: '/rubrique/2' });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Erreur lors de la récupération des produits')).toBeInTheDocument();
    // The page says it too, where the products would have been.
    const inPage = screen.getAllByRole('alert').filter((alert) => !region.contains(alert));
    expect(inPage).toHaveLength(1);
    expect(inPage[0]).toHaveTextContent('Erreur lors de la récupération des produits');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('a training page', () => {
  test('lists the sessions with their dates, place and remaining seats', async () => {
    mockApi({
      '/Produit/Produit_Get': () => ({
        ...PRODUITS[1],
        Sessions: [
          { Id: 102, DateDebut: '2027-06-07', DateFin: '2027-06-08', Lieu: 'Lyon (69002)', PlacesRestantes: 1 },
          { Id: 101, DateDebut: '2027-03-15', DateFin: '2027-03-15', Lieu: 'Paris (75006)', PlacesRestantes: 0 },
        ],
      }),
    });
    renderRoutes([{ path: '/formation/:id', element: <FormationRoute /> }], { path: '/formation/10' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Les fondamentaux de l'autoédition" }),
    ).toBeInTheDocument();
    const sessions = within(screen.getByRole('region', { name: 'Sessions' })).getAllByRole('listitem');
    expect(sessions.map((session) => session.textContent)).toEqual([
      'Le 15/03/2027Paris (75006)Complet',
      'Du 07/06/2027 au 08/06/2027Lyon (69002)1 place restante',
    ]);
  });

  test('says in French that a product which is not a training cannot be shown here', async () => {
    mockApi({ '/Produit/Produit_Get': () => PRODUITS[0] });
    renderRoutes([{ path: '/formation/:id', element: <FormationRoute /> }], { path: '/formation/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
  });
});
