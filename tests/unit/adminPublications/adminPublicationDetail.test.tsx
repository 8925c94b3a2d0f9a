import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import AdminPublicationModerationRoute from '../../../src/app/routes/AdminPublicationModerationRoute.tsx';
import AdminPublicationRoute from '../../../src/app/routes/AdminPublicationRoute.tsx';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { ADMIN_PUBLICATION_LISTS, BO_PUBLICATION } from './adminPublicationFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);
vi.mock('../../../src/features/publications/api/getPublicationFile.ts', () => ({
  usePublicationFile: () => ({ data: undefined, isError: false }),
}));

const GET = '/BO/Publication/Publication_Get';
const ANSWER = '/BO/Publication/Publication_Moderation_Answer';

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/admin/publication/:idpersonne/:id', element: <AdminPublicationRoute /> },
      { path: '/admin/publicationmoderation/:idpersonne/:id', element: <AdminPublicationModerationRoute /> },
      { path: '/admin/publications', element: <p>Liste des publications</p> },
      { path: '/admin/publicationsmoderation', element: <p>Liste de modération</p> },
    ],
    { path },
  );
}

describe('/admin/publication/{idpersonne}/{id}', () => {
  test('reads the whole publication with its owner, state, history and the edit link', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => BO_PUBLICATION });
    renderPage('/admin/publication/42/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 7, IdPersonne: 42 }]);
    const owner = screen.getByRole('region', { name: 'Compte propriétaire' });
    expect(owner).toHaveTextContent('Marie Le Goff');
    expect(owner).toHaveTextContent('auteur@example.org');
    expect(screen.getByRole('link', { name: 'Modifier la publication' })).toHaveAttribute(
      'href',
      '/admin/publication/42/7/edit/1',
    );
    expect(await screen.findAllByText('En attente de modération')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Historique de la modération' })).toBeInTheDocument();
    expect(screen.getByText('Soumise à la modération')).toBeInTheDocument();
  });

  test('shows where the publication stands with the catalogue, and the catalogue’s messages', async () => {
    const rejected = {
      ...BO_PUBLICATION,
      Referencement: {
        ...BO_PUBLICATION.Referencement,
        Etat: 'rejetee' as const,
        Date: '2026-11-20T09:00:00Z',
        Paye: true,
        Couverture: 'ligne' as const,
        Messages: [{ Code: 'CAT-PRIX', Gravite: 'F' as const, Message: 'Le prix manque.', Etape: 4, Champ: 'PrixTTC' }],
      },
    };
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => rejected });
    renderPage('/admin/publication/42/7');
    const section = await screen.findByRole('region', { name: 'Référencement' });
    expect(section).toHaveTextContent('Rejetée par le catalogue le 20/11/2026');
    expect(section).toHaveTextContent('Payé par une commande');
    expect(section).toHaveTextContent('Le prix manque.');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  test('shows the checks the author saw before submitting, blocking points first, read only', async () => {
    const VERIFY = '/BO/Publication/Publication_Verifier';
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [GET]: () => BO_PUBLICATION,
      [VERIFY]: () => ({
        Bloquant: true,
        Points: [
          { Code: 'SUJET', Niveau: 'bloquant', Etape: 5, Champ: 'IdSujet', Message: 'Le sujet manque.' },
          { Code: 'GLN', Niveau: 'avertissement', Etape: 3, Champ: 'IdMarque', Message: 'Pas de GLN.' },
        ],
      }),
    });
    renderPage('/admin/publication/42/7');
    const section = await screen.findByRole('region', { name: 'Vérifications avant soumission' });
    expect(await within(section).findByText('Le sujet manque.')).toBeInTheDocument();
    expect(sentValues(VERIFY)).toEqual([{ Id: 7, IdPersonne: 42 }]);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['À corriger avant de soumettre (1)', 'Avertissements (1)']);
    expect(section).toHaveTextContent('Étape 5 (Sujet, résumé et couvertures) · Sujet');
    expect(within(section).queryByRole('button', { name: /Corriger/ })).not.toBeInTheDocument();
  });

  test('opened directly, « Retour » leads to the list', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => BO_PUBLICATION });
    const { router } = renderPage('/admin/publication/42/7');
    await userEvent.click(await screen.findByRole('button', { name: '← Retour' }));
    expect(router.state.location.pathname).toBe('/admin/publications');
  });

  test('an unknown publication shows the not-found page', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => Promise.reject(apiRefusal(404, 'Publication introuvable')) });
    renderPage('/admin/publication/42/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
  });

  test('ids that cannot be ones show the not-found page without asking', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS });
    renderPage('/admin/publication/abc/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([]);
  });
});

describe('/admin/publicationmoderation/{idpersonne}/{id}', () => {
  test('the answer comes after everything it judges, in reading and keyboard order', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => BO_PUBLICATION });
    renderPage('/admin/publicationmoderation/42/7');
    const answer = await screen.findByRole('region', { name: 'Réponse de la modération' });
    await screen.findByRole('region', { name: 'Vérifications avant soumission' });
    const judged = screen.getAllByRole('region').filter((region) => !answer.contains(region) && region !== answer);
    expect(judged.length).toBeGreaterThan(1);
    for (const region of judged)
      expect(region.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Tab from the page's last control outside the form reaches the form's first choice.
    const focusables = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input')].filter(
      (element) => !answer.contains(element),
    );
    focusables.at(-1)!.focus();
    await userEvent.tab();
    expect(answer.contains(document.activeElement)).toBe(true);
  });

  test('a refusal without a reason is refused before sending', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => BO_PUBLICATION });
    renderPage('/admin/publicationmoderation/42/7');
    expect(await screen.findByRole('link', { name: '← Publications à modérer' })).toHaveAttribute(
      'href',
      '/admin/publicationsmoderation',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer la réponse' }));
    expect(screen.getByText('Choisissez Accepter ou Refuser.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Refuser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(screen.getByText('Indiquez au moins une raison de refus.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentValues(ANSWER)).toEqual([]);
  });

  test('refuses for reasons with a comment after a confirmation, then goes back to the moderation list', async () => {
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [GET]: () => BO_PUBLICATION,
      [ANSWER]: () => ({ ...BO_PUBLICATION, IdEtatPublication: 4 }),
    });
    const { router } = renderPage('/admin/publicationmoderation/42/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'Refuser' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marque éditoriale incorrecte' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Résumé non conforme' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Commentaire pour l'auteur/ }), 'Corrigez la marque.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refuser cette publication ?' });
    expect(sentValues(ANSWER)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/publicationsmoderation'));
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContain('La publication a été refusée.');
    expect(sentValues(ANSWER)).toEqual([
      { Id: 7, IdPersonne: 42, Accepte: false, IdsRaisonRefus: [4, 6], Commentaire: 'Corrigez la marque.' },
    ]);
  });

  test('a server refusal is shown in French and keeps everything chosen and typed', async () => {
    mockApi({
      ...ADMIN_PUBLICATION_LISTS,
      [GET]: () => BO_PUBLICATION,
      [ANSWER]: () => Promise.reject(apiRefusal(409, "Cette publication n'est pas en attente de modération.")),
    });
    const { router } = renderPage('/admin/publicationmoderation/42/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'Accepter' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Commentaire pour l'auteur/ }), 'Bravo.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Accepter cette publication ?' })).getByRole('button', {
        name: 'Accepter',
      }),
    );
    expect(await screen.findByText("Cette publication n'est pas en attente de modération.")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Accepter' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Commentaire pour l'auteur/ })).toHaveValue('Bravo.');
    expect(router.state.location.pathname).toBe('/admin/publicationmoderation/42/7');
    expect(sentValues(ANSWER)).toEqual([
      { Id: 7, IdPersonne: 42, Accepte: true, IdsRaisonRefus: [], Commentaire: 'Bravo.' },
    ]);
  });

  test('a publication no longer awaiting moderation has no answer form', async () => {
    mockApi({ ...ADMIN_PUBLICATION_LISTS, [GET]: () => ({ ...BO_PUBLICATION, IdEtatPublication: 3 }) });
    renderPage('/admin/publicationmoderation/42/7');
    expect(
      await screen.findByText("Cette publication n'attend pas de modération : aucune réponse n'est à donner."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer la réponse' })).not.toBeInTheDocument();
  });
});
