import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import AdminModerationListRoute from '../../../src/app/routes/AdminModerationListRoute.tsx';
import AdminPublicationsRoute from '../../../src/app/routes/AdminPublicationsRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { ADMIN_PUBLICATION_LISTS, boResume } from './adminPublicationFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/BO/Publication/Publication_GetAll_List';
const MODERATION = '/BO/Publication/PublicationModeration_GetAll_List';
const many = Array.from({ length: 23 }, (_, index) => boResume(index + 1));

/** A server holding `publications`, answering pages of them as the contract says. */
function serve(path: string, publications = many) {
  mockApi({
    ...ADMIN_PUBLICATION_LISTS,
    [path]: (values) => {
      const { Limit = 10, Offset = 0 } = values as { Limit?: number; Offset?: number };
      return { Total: publications.length, Items: publications.slice(Offset, Offset + Limit) };
    },
  });
}

function renderList(path = '/admin/publications') {
  return renderRoutes(
    [
      { path: '/admin/publications', element: <AdminPublicationsRoute /> },
      { path: '/admin/publicationsmoderation', element: <AdminModerationListRoute /> },
      { path: '/admin/publication/:idpersonne/:id', element: <p>Détail de la publication</p> },
      { path: '/admin/publicationmoderation/:idpersonne/:id', element: <p>Modération de la publication</p> },
      { path: '/admin', element: <p>Modules</p> },
    ],
    { path },
  );
}

describe('/admin/publications', () => {
  test('lists a page of ten with the count, each row naming its publication, owner and state', async () => {
    serve(LIST);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Modules' })).toHaveAttribute('href', '/admin');
    const table = await screen.findByRole('grid', { name: 'Publications' });
    expect(sentValues(LIST)).toEqual([
      {
        Recherche: null,
        Marque: null,
        Login: null,
        DateMajDebut: null,
        DateMajFin: null,
        IdEtatPublication: null,
        Tri: { Colonne: 'DateMaj', Sens: 'desc' },
        Limit: 10,
        Offset: 0,
      },
    ]);
    expect(screen.getByRole('columnheader', { name: /Modifiée le/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('23 publications')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Livre 1');
    expect(rows[1]).toHaveTextContent('auteur@example.org');
    expect(await within(rows[1]!).findByText('En attente de modération')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
  });

  // Many steps, each querying the whole page (the list and the « Export ONIX » area): more than the default 5 s on a
  // busy machine.
  test('pages, sorts and filters through the address, a new filter back to the first page', async () => {
    serve(LIST);
    const { router } = renderList();
    await screen.findByRole('grid', { name: 'Publications' });
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.search).toBe('?Offset=10'));
    expect(await screen.findByText('Livre 11')).toBeInTheDocument();
    expect(sentValues(LIST).at(-1)).toMatchObject({ Limit: 10, Offset: 10 });

    await userEvent.click(screen.getByRole('columnheader', { name: /Titre/ }));
    expect(router.state.location.search).toBe('?Tri=Titre&Sens=asc');
    expect(screen.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(sentValues(LIST).at(-1)).toMatchObject({ Tri: { Colonne: 'Titre', Sens: 'asc' }, Offset: 0 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Titre, EAN ou auteur/ }), 'Hugo');
    await userEvent.type(screen.getByRole('textbox', { name: /Marque éditoriale/ }), 'Penhoët');
    await userEvent.type(screen.getByLabelText(/Modifiée depuis le/), '2026-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.state.location.search).toBe(
      '?Recherche=Hugo&Marque=Penho%C3%ABt&DateMajDebut=2026-01-31&Tri=Titre&Sens=asc',
    );
    await waitFor(() =>
      expect(sentValues(LIST).at(-1)).toMatchObject({
        Recherche: 'Hugo',
        Marque: 'Penhoët',
        DateMajDebut: '2026-01-31',
        Tri: { Colonne: 'Titre', Sens: 'asc' },
        Offset: 0,
      }),
    );
  }, 15_000);

  test('reads a shared link: its filters fill the fields, its page is asked for', async () => {
    serve(LIST);
    renderList('/admin/publications?Recherche=Zola&IdEtatPublication=3&Offset=20');
    expect(await screen.findByText('Livre 21')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Titre, EAN ou auteur/ })).toHaveValue('Zola');
    expect(sentValues(LIST)[0]).toMatchObject({ Recherche: 'Zola', IdEtatPublication: 3, Offset: 20 });
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
  });

  test('an empty result says so and resets the filters', async () => {
    serve(LIST, []);
    const { router } = renderList('/admin/publications?Recherche=introuvable');
    expect(await screen.findByText('Aucune publication ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByText('Aucune publication')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Réinitialiser les filtres' });
    await userEvent.click(resets.at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  test('a failed load says so in French and tries again', async () => {
    let fail = true;
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [LIST]: () => {
        if (fail) throw apiRefusal(500, 'Le service est momentanément indisponible.');
        return { Total: 1, Items: [boResume(1)] };
      },
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les publications n'ont pas pu être chargées. Le service est momentanément indisponible.",
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Livre 1')).toBeInTheDocument();
  });

  test('a row opens the publication with the keyboard', async () => {
    serve(LIST);
    const { router } = renderList();
    await screen.findByRole('grid', { name: 'Publications' });
    screen.getAllByRole('row')[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/publication/42/1'));
  });
});

describe('/admin/publicationsmoderation', () => {
  test('lists publications awaiting moderation without a state filter or back link; rows open the answer page', async () => {
    serve(MODERATION, [boResume(5)]);
    const { router } = renderList('/admin/publicationsmoderation');
    expect(screen.getByRole('heading', { level: 1, name: 'Publications à modérer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '← Modules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /État/ })).not.toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Livre 5/ });
    expect(screen.getByText('1 publication')).toBeInTheDocument();
    expect(sentValues(MODERATION)[0]).not.toHaveProperty('IdEtatPublication');
    expect(sentValues(MODERATION)[0]).toMatchObject({ Tri: { Colonne: 'DateSoumission', Sens: 'asc' } });
    expect(screen.queryByRole('columnheader', { name: /État/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Soumise le/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(row).getByRole('rowheader'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/publicationmoderation/42/5'));
  });

  test('without any publication to moderate, says so without a reset', async () => {
    serve(MODERATION, []);
    renderList('/admin/publicationsmoderation');
    expect(await screen.findByText("Aucune publication n'attend de modération.")).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Réinitialiser les filtres' })).toHaveLength(1);
  });
});
