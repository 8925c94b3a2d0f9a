import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import CommandesRoute from '../../../src/app/routes/CommandesRoute.tsx';
import type { CommandeResume } from '../../../src/features/orders/api/getCommandePage.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { resume } from './commandeFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/Commande/Commande_GetAll_List';

/** A server holding `commandes`, newest first, answering pages as the contract says. */
function serve(commandes: CommandeResume[]) {
  mockApi({
    [LIST]: (values) => {
      const { Limit = 10, Offset = 0 } = values as { Limit?: number; Offset?: number };
      return { Total: commandes.length, Items: commandes.slice(Offset, Offset + Limit) };
    },
  });
}

function renderCommandes(path = '/commandes') {
  return renderRoutes(
    [
      { path: '/commandes', element: <CommandesRoute /> },
      { path: '/commande/:id', element: <p>Détail de la commande</p> },
      { path: '/', element: <p>Catalogue</p> },
    ],
    { path },
  );
}

/** What each cell of a row reads. */
function texts(row: HTMLElement): (string | null)[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

const many = Array.from({ length: 23 }, (_, index) => resume(23 - index));

describe('« Mes commandes »', () => {
  test('lists each order with its number (a link), its date, its state and its total', async () => {
    serve([
      resume(2, { DatePassage: '2026-03-12T09:15:00Z', TotalTTCCentimes: 5880 }),
      resume(1, {
        DatePassage: '2026-01-05T16:40:00Z',
        IdEtatCommande: 2,
        EtatCommande: 'En attente de paiement',
        TotalTTCCentimes: 123456,
      }),
    ]);
    renderCommandes();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mes commandes \| /);
    const table = await screen.findByRole('table', { name: 'Mes commandes' });
    expect(sentValues(LIST)).toEqual([{ Limit: 10, Offset: 0 }]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Commande CMD-2026-000002' })).toHaveAttribute(
      'href',
      '/commande/2',
    );
    expect(texts(first!)).toEqual(['CMD-2026-000002', '12/03/2026', 'Payée', '58,80\u00a0€']);
    expect(texts(second!)).toEqual(['CMD-2026-000001', '05/01/2026', 'En attente de paiement', '1\u00a0234,56\u00a0€']);
    expect(screen.getByText('2 commandes')).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages de mes commandes' })).toBeNull();
  });

  test('gives each article an order lets its buyer download, in a column of its own (absent from a page without any)', async () => {
    const libelle = 'Fiche pratique : obtenir un ISBN et un code EAN';
    serve([
      resume(2, {
        Telechargements: [{ IdCommandeProduit: 21, Libelle: libelle, Telechargement: '/commande/2/article/21' }],
      }),
      resume(1, { IdEtatCommande: 2, EtatCommande: 'En attente de paiement' }),
    ]);
    renderCommandes();
    const table = await screen.findByRole('table', { name: 'Mes commandes' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(texts(head!).at(-1)).toBe('Articles');
    expect(within(first!).getByRole('link', { name: `Télécharger « ${libelle} » (PDF)` })).toHaveAttribute(
      'href',
      '/commande/2/article/21',
    );
    expect(texts(second!).at(-1)).toBe('');
  });

  test('pages ten by ten, with the page in the address', async () => {
    serve(many);
    const { router } = renderCommandes();
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Pages de mes commandes' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Commande / })).toHaveLength(10);

    await user.click(within(pager).getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('link', { name: 'Commande CMD-2026-000013' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(sentValues(LIST).at(-1)).toEqual({ Limit: 10, Offset: 10 });

    await user.click(within(pager).getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('link', { name: 'Commande CMD-2026-000003' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Commande / })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Suivant' })).toBeDisabled();

    // « Back » returns to the page before.
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Commande CMD-2026-000013' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 sur 3')).toBeInTheDocument();
  });

  test('a reload on ?page=3 opens the third page; a page beyond the last is replaced by the last', async () => {
    serve(many);
    renderCommandes('/commandes?page=3');
    expect(await screen.findByRole('link', { name: 'Commande CMD-2026-000001' })).toBeInTheDocument();
    expect(sentValues(LIST)).toEqual([{ Limit: 10, Offset: 20 }]);

    const { router } = renderCommandes('/commandes?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  test('without any order, says so and leads to the catalogue', async () => {
    serve([]);
    renderCommandes();
    expect(await screen.findByText("Vous n'avez encore passé aucune commande.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos services' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a failed list says why in French and tries again on « Réessayer »', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => {
        if (fail) throw apiRefusal(503, 'Le service est momentanément indisponible.');
        return { Total: 1, Items: [resume(1)] };
      },
    });
    renderCommandes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Commande CMD-2026-000001' })).toBeInTheDocument();
  });
});
