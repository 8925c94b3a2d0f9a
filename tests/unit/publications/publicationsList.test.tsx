import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { etatsPublication } from '../../../server/compose/seed/data/referenceLists.ts';
import PublicationsRoute from '../../../src/app/routes/PublicationsRoute.tsx';
import { AppToastRegion } from '../../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import type { PublicationResume } from '../../../src/features/publications/api/getPublicationPage.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/Publication/Publication_GetAll_List';
const DELETE = '/Publication/Publication_Delete';

function resume(Id: number, overrides: Partial<PublicationResume> = {}): PublicationResume {
  return {
    Id,
    Ean: '9782365120012',
    Titre: `Publication ${Id}`,
    Serie: false,
    TitreVolume: null,
    NumeroVolume: null,
    Auteurs: [],
    LibelleMarque: 'Éditions de Penhoët',
    IdDisponibilite: 2,
    DateParution: '2026-03-12',
    PrixTTCCentimes: 1850,
    IdEtatPublication: 1,
    VisuelCouverture: null,
    DateCreation: '2026-01-05T10:00:00Z',
    DateMaj: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}

const JARDINS = resume(7, {
  Titre: 'Les Jardins de Penhoët',
  Serie: true,
  NumeroVolume: '2',
  TitreVolume: 'Le retour des hirondelles',
  Auteurs: ['Marie Le Goff', 'Yann Kerbrat'],
  IdEtatPublication: 1,
});
const CARNETS = resume(8, {
  Ean: '9791090000018',
  Titre: null,
  LibelleMarque: null,
  DateParution: null,
  PrixTTCCentimes: null,
  IdEtatPublication: 1,
});
const REFUSEE = resume(11, {
  Titre: 'La Refusée',
  IdEtatPublication: 4,
  Moderation: {
    Accepte: false,
    RaisonsRefus: [
      { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
      { Id: 6, Libelle: 'Résumé non conforme' },
    ],
    Commentaire: 'Le résumé parle d’un autre livre.',
    DateModeration: '2026-02-20T09:30:00Z',
  },
});
const SOUMISE = resume(9, { Titre: 'La Soumise', IdEtatPublication: 2, Moderation: null });
const VALIDEE = resume(10, {
  Titre: 'La Validée',
  IdEtatPublication: 3,
  Moderation: { Accepte: true, RaisonsRefus: [], Commentaire: null, DateModeration: '2026-02-21T09:30:00Z' },
});

/** A server holding `publications`, newest first, answering pages as the contract says. */
function serve(publications: PublicationResume[]) {
  const held = [...publications];
  mockApi({
    [LIST]: (values) => {
      const { Limit = 10, Offset = 0 } = values as { Limit?: number; Offset?: number };
      return { Total: held.length, Items: held.slice(Offset, Offset + Limit) };
    },
    '/StaticData/Get_EtatPublication': () => etatsPublication,
    [DELETE]: (values) => {
      const index = held.findIndex((publication) => publication.Id === (values as { Id: number }).Id);
      held.splice(index, 1);
      return { Message: 'La publication a été supprimée.' };
    },
  });
}

function renderList(path = '/publications') {
  return renderRoutes(
    [
      {
        path: '/publications',
        element: (
          <>
            <PublicationsRoute />
            <AppToastRegion />
          </>
        ),
      },
      { path: '/publication/create', element: <p>Conditions</p> },
      { path: '/publication/:id', element: <p>Détail</p> },
    ],
    { path },
  );
}

/** The value a row gives for `label` (its description list). */
function fact(row: HTMLElement, label: string): string | null | undefined {
  return within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function rowOf(title: string): HTMLElement {
  return screen.getByRole('listitem', { name: title });
}

beforeEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe('« Mes publications »', () => {
  test('shows each publication with its cover, volume, authors, hyphenated EAN, brand, date, price, state and what may be done with it', async () => {
    serve([JARDINS, CARNETS, SOUMISE, VALIDEE, REFUSEE]);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes publications' })).toBeInTheDocument();
    const jardins = await screen.findByRole('listitem', { name: 'Les Jardins de Penhoët' });
    expect(sentValues(LIST)).toEqual([{ Limit: 10, Offset: 0 }]);
    expect(document.title).toMatch(/^Mes publications \| /);

    expect(within(jardins).getByRole('img', { name: 'Couverture de Les Jardins de Penhoët' })).toBeInTheDocument();
    expect(jardins).toHaveTextContent('Volume 2 : Le retour des hirondelles');
    expect(jardins).toHaveTextContent('Marie Le Goff, Yann Kerbrat');
    expect(fact(jardins, 'EAN')).toBe('978-2-36512-001-2');
    expect(fact(jardins, 'Marque')).toBe('Éditions de Penhoët');
    expect(fact(jardins, 'Parution')).toBe('12/03/2026');
    expect(fact(jardins, 'Prix TTC')).toBe('18,50\u00a0€');
    expect(await within(jardins).findByText('Brouillon')).toBeInTheDocument();
    expect(within(jardins).getByRole('link', { name: 'Voir « Les Jardins de Penhoët »' })).toHaveAttribute(
      'href',
      '/publication/7',
    );
    expect(within(jardins).getByRole('link', { name: 'Modifier « Les Jardins de Penhoët »' })).toHaveAttribute(
      'href',
      '/publication/7/edit',
    );
    expect(within(jardins).getByRole('button', { name: 'Supprimer « Les Jardins de Penhoët »' })).toBeEnabled();

    // A publication still at step 1 has no title, brand, date or price yet.
    const carnets = rowOf('Sans titre');
    expect(fact(carnets, 'EAN')).toBe('979-10-90000-01-8');
    expect(fact(carnets, 'Marque')).toBe('Non renseigné');
    expect(fact(carnets, 'Parution')).toBe('Non renseigné');
    expect(fact(carnets, 'Prix TTC')).toBe('Non renseigné');
    expect(within(carnets).getByText('Brouillon')).toBeInTheDocument();
    expect(carnets).not.toHaveTextContent('Volume');

    // Refused: why, and the way to correct it.
    const refusee = rowOf('La Refusée');
    expect(within(refusee).getByText('Refusée')).toBeInTheDocument();
    expect(refusee).toHaveTextContent(
      'Raisons du refus (réponse du 20/02/2026) : Informations bibliographiques incomplètes ou incohérentes, Résumé non conforme',
    );
    expect(refusee).toHaveTextContent('Commentaire : Le résumé parle d’un autre livre.');
    expect(within(refusee).getByRole('link', { name: 'Corriger la publication « La Refusée »' })).toHaveAttribute(
      'href',
      '/publication/11/edit',
    );
    expect(within(refusee).queryByRole('link', { name: /^Modifier/ })).not.toBeInTheDocument();
    expect(within(refusee).getByRole('button', { name: 'Supprimer « La Refusée »' })).toBeEnabled();
    expect(within(jardins).queryByText(/Raison/)).not.toBeInTheDocument();

    // Awaiting moderation or validated: read only, nothing to change or delete.
    const readOnly: [string, string][] = [
      ['La Soumise', 'En attente de modération'],
      ['La Validée', 'Validée'],
    ];
    for (const [title, state] of readOnly) {
      const row = rowOf(title);
      expect(within(row).getByText(state)).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: `Voir « ${title} »` })).toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /^(Modifier|Corriger)/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
      expect(row).not.toHaveTextContent(/Raison/);
    }

    expect(screen.getByRole('link', { name: 'Déclarer une publication' })).toHaveAttribute(
      'href',
      '/publication/create',
    );
    // Ten or fewer publications need no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages de mes publications' })).not.toBeInTheDocument();
  });

  test('says when nothing has been declared yet, and offers to declare a publication', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText("Vous n'avez encore déclaré aucune publication.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Déclarer une publication' })).toHaveAttribute(
      'href',
      '/publication/create',
    );
    expect(screen.queryByRole('list', { name: 'Mes publications' })).not.toBeInTheDocument();
  });

  test('pages through more than ten publications, ten at a time', async () => {
    serve(Array.from({ length: 23 }, (_, index) => resume(index + 1)));
    const user = userEvent.setup();
    const { router } = renderList();
    const pager = await screen.findByRole('navigation', { name: 'Pages de mes publications' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mes publications' })).getAllByRole('listitem')).toHaveLength(10);
    expect(within(pager).getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Publication 11' })).toBeInTheDocument();
    expect(sentValues(LIST)).toContainEqual({ Limit: 10, Offset: 10 });
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 3 sur 3')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Publication 21' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mes publications' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
  });

  test('deletes a publication once confirmed, then shows the list without it', async () => {
    serve([JARDINS, CARNETS]);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Les Jardins de Penhoët »' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la publication « Les Jardins de Penhoët » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(
      await within(await screen.findByRole('region', { name: 'Notifications' })).findByText('Publication supprimée'),
    ).toBeInTheDocument();
    expect(sentValues(DELETE)).toEqual([{ Id: 7 }]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Les Jardins de Penhoët' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog', { name: /^Supprimer la publication/ })).not.toBeInTheDocument();
    expect(rowOf('Sans titre')).toBeInTheDocument();
    expect(screen.getByText('1 publication')).toHaveFocus();
  });

  test('cancelling the confirmation keeps the publication', async () => {
    serve([JARDINS]);
    const user = userEvent.setup();
    renderList();
    const remove = await screen.findByRole('button', { name: 'Supprimer « Les Jardins de Penhoët »' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la publication « Les Jardins de Penhoët » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('alertdialog', { name: /^Supprimer la publication/ })).not.toBeInTheDocument();
    expect(sentValues(DELETE)).toEqual([]);
    expect(rowOf('Les Jardins de Penhoët')).toBeInTheDocument();

    // Escape cancels too.
    await user.click(remove);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog', { name: /^Supprimer la publication/ })).not.toBeInTheDocument();
    expect(sentValues(DELETE)).toEqual([]);
  });

  test('deleting the only publication of the last page goes back to the page before', async () => {
    serve(Array.from({ length: 11 }, (_, index) => resume(index + 1)));
    const user = userEvent.setup();
    const { router } = renderList('/publications?page=2');
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Publication 11 »' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: /^Supprimer la publication/ })).getByRole('button', {
        name: 'Supprimer',
      }),
    );

    expect(await screen.findByRole('listitem', { name: 'Publication 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('10 publications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages de mes publications' })).not.toBeInTheDocument();
  });

  test("shows the server's refusal when the publication is in an order, and keeps it", async () => {
    mockApi({
      [LIST]: () => ({ Total: 1, Items: [JARDINS] }),
      '/StaticData/Get_EtatPublication': () => etatsPublication,
      [DELETE]: () => {
        throw apiRefusal(409, 'Cette publication figure dans une commande : elle ne peut pas être supprimée.');
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Les Jardins de Penhoët »' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(region).findByText('Cette publication figure dans une commande : elle ne peut pas être supprimée.'),
    ).toBeInTheDocument();
    expect(within(region).queryByText('Publication supprimée')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: /^Supprimer la publication/ })).not.toBeInTheDocument(),
    );
    expect(rowOf('Les Jardins de Penhoët')).toBeInTheDocument();
  });

  test('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => {
        if (fail)
          throw apiRefusal(
            503,
            'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
          );
        return { Total: 1, Items: [JARDINS] };
      },
      '/StaticData/Get_EtatPublication': () => etatsPublication,
    });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('listitem', { name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
  });
});
