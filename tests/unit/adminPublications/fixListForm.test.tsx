import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import AdminPublicationModerationRoute from '../../../src/app/routes/AdminPublicationModerationRoute.tsx';
import { mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { ADMIN_PUBLICATION_LISTS, BO_PUBLICATION } from './adminPublicationFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);
vi.mock('../../../src/features/publications/api/getPublicationFile.ts', () => ({
  usePublicationFile: () => ({ data: undefined, isError: false }),
}));

const GET = '/BO/Publication/Publication_Get';
const ANSWER = '/BO/Publication/Publication_Moderation_Answer';
const MODIFICATIONS = '/BO/Publication/Publication_Modifications';
const NEVER_REFUSED = { DateRefus: null, Corrections: [], Champs: [] };

function renderPage() {
  return renderRoutes(
    [
      { path: '/admin/publicationmoderation/:idpersonne/:id', element: <AdminPublicationModerationRoute /> },
      { path: '/admin/publicationsmoderation', element: <p>Liste de modération</p> },
    ],
    { path: '/admin/publicationmoderation/42/7' },
  );
}

describe('the refusal’s fix list on the moderation page', () => {
  test('is built with the keyboard: an item’s reason, step, field and comment are sent as Elements', async () => {
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [GET]: () => BO_PUBLICATION,
      [MODIFICATIONS]: () => NEVER_REFUSED,
      [ANSWER]: () => ({ ...BO_PUBLICATION, IdEtatPublication: 4 }),
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Refuser' }));
    const list = screen.getByRole('group', { name: 'Liste des corrections' });
    within(list).getByRole('button', { name: 'Ajouter une correction' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = within(list).getByRole('group', { name: 'Correction 1' });
    const reason = within(item).getByRole('button', { name: /Raison$/ });
    await waitFor(() => expect(reason).toHaveFocus());
    // An item without its reason is refused at its field, before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(within(item).getByText('Choisissez la raison de cette correction.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    reason.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Marque éditoriale incorrecte' }));
    await userEvent.click(within(item).getByRole('button', { name: /Étape$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3. Marque éditoriale' }));
    await userEvent.click(within(item).getByRole('button', { name: /Champ$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marque éditoriale' }));
    await userEvent.type(within(item).getByRole('textbox', { name: /^Commentaire/ }), 'Ce n’est pas votre marque.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Refuser cette publication ?' })).getByRole('button', {
        name: 'Refuser',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/publicationsmoderation'));
    expect(sentValues(ANSWER)).toEqual([
      {
        Id: 7,
        IdPersonne: 42,
        Accepte: false,
        IdsRaisonRefus: [],
        Elements: [{ IdRaisonRefus: 4, Etape: 3, Champ: 'IdMarque', Commentaire: 'Ce n’est pas votre marque.' }],
        Commentaire: null,
      },
    ]);
  });

  test('removing an item gives the focus back to « Ajouter une correction »', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => BO_PUBLICATION, [MODIFICATIONS]: () => NEVER_REFUSED });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Refuser' }));
    const add = screen.getByRole('button', { name: 'Ajouter une correction' });
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la correction 1' }));
    expect(screen.queryByRole('group', { name: 'Correction 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
  });

  test('a resubmitted publication shows its changes since the refusal and the author’s answers', async () => {
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [GET]: () => BO_PUBLICATION,
      [MODIFICATIONS]: () => ({
        DateRefus: '2026-11-20T10:00:00Z',
        Champs: [{ Champ: 'PrixTTC', LibelleChamp: 'Prix TTC', Etape: 4, Avant: '18,50\u00a0€', Apres: null }],
        Corrections: [
          {
            Id: 1,
            RaisonRefus: { Id: 6, Libelle: 'Résumé non conforme' },
            Etape: 5,
            Champ: 'Resume',
            LibelleChamp: 'Résumé',
            Commentaire: 'Présentez le livre.',
            Etat: 'repondue',
            Reponse: 'Il le présente.',
            DateTraitement: '2026-11-21T10:00:00Z',
          },
        ],
      }),
    });
    renderPage();
    const changes = await screen.findByRole('region', { name: 'Modifications depuis le refus' });
    expect(changes).toHaveTextContent('refus du 20/11/2026');
    expect(within(changes).getByRole('row', { name: /Prix TTC/ })).toHaveTextContent(/^Prix TTC418,50\s€\(vide\)$/);
    const [item] = within(changes).getAllByRole('listitem');
    expect(item).toHaveTextContent('Résumé non conforme');
    expect(item).toHaveTextContent('Répondue');
    expect(item).toHaveTextContent('Étape 5 · Sujet, résumé et couvertures — Résumé');
    expect(item).toHaveTextContent(/Réponse de l'auteur\s: Il le présente\./);
  });
});
