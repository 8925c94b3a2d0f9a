import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import { firstInvalidStep, validateSteps } from '../../../domain/publication/stepValidity.ts';
import { etatsPublication } from '../../../server/compose/seed/data/referenceLists.ts';
import PublicationEndRoute from '../../../src/app/routes/PublicationEndRoute.tsx';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { FICHE } from './ficheLibraireFixture.ts';
import { SUBMITTED_PUBLICATION } from './publicationFixture.ts';
import { referencement } from './referencingFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Publication/Publication_Get';

function serve(publication: Publication) {
  mockApi({ [GET]: () => publication, '/StaticData/Get_EtatPublication': () => etatsPublication });
}

function renderEnd(path: string) {
  return renderRoutes(
    [
      { path: '/publication/:id/edit/fin', element: <PublicationEndRoute /> },
      { path: '/publication/:id/edit/:step', element: <p>Assistant</p> },
      { path: '/publication/:id', element: <p>Détail</p> },
      { path: '/publications', element: <p>Liste</p> },
    ],
    { path },
  );
}

describe('the end of the wizard', () => {
  test('shows the « Fiche libraire » of the submitted publication', async () => {
    mockApi({
      [GET]: () => SUBMITTED_PUBLICATION,
      '/StaticData/Get_EtatPublication': () => etatsPublication,
      '/Publication/Publication_FicheLibraire': () => FICHE,
    });
    renderEnd('/publication/7/edit/fin');
    const section = await screen.findByRole('region', { name: 'Fiche libraire' });
    expect(await within(section).findByRole('article', { name: /Les Jardins de Penhoët$/ })).toBeVisible();
    expect(sentValues('/Publication/Publication_FicheLibraire')).toEqual([{ Id: 7 }]);
  });

  test('the fixture is a publication whose five steps pass', () => {
    expect(firstInvalidStep(validateSteps(SUBMITTED_PUBLICATION, validatePublicationStep))).toBeNull();
  });

  test('says the publication is submitted, which one it is, its state, what happens next and where to go', async () => {
    serve(SUBMITTED_PUBLICATION);
    renderEnd('/publication/7/edit/fin');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre publication est soumise à la modération' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Votre publication est soumise à la modération \| /);

    const submitted = await screen.findByRole('region', { name: 'Publication soumise' });
    expect(submitted).toHaveTextContent('Les Jardins de Penhoët');
    expect(submitted).toHaveTextContent('978-2-36512-001-2');
    expect(await screen.findByText('En attente de modération')).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 7 }]);

    const next = screen.getByRole('region', { name: 'Et ensuite ?' });
    expect(next).toHaveTextContent(/équipe de modération vérifie/);
    expect(next).toHaveTextContent(/son référencement payé, la publication est transmise au catalogue de la librairie/);
    expect(next).toHaveTextContent(/retirez-la de la modération/);

    expect(screen.getByRole('link', { name: 'Voir la publication' })).toHaveAttribute('href', '/publication/7');
    expect(screen.getByRole('link', { name: 'Mes publications' })).toHaveAttribute('href', '/publications');
  });

  test('says what referencing buys and what this publication’s costs', async () => {
    serve(SUBMITTED_PUBLICATION);
    renderEnd('/publication/7/edit/fin');
    const offer = await screen.findByRole('region', { name: 'Ce que comprend le référencement' });
    expect(within(offer).getAllByRole('listitem')).toHaveLength(3);
    expect(offer).toHaveTextContent(/transmise au catalogue interprofessionnel du livre/);
    expect(offer).toHaveTextContent(
      'Une fois la publication validée, commandez son référencement (49,00 € TTC) depuis sa page ou « Mes publications »',
    );
    expect(offer).toHaveTextContent(/Un abonnement en cours couvre le référencement/);
  });

  test.each([
    ['an order', 'ligne', 'Le référencement de cette publication est payé'],
    ['a subscription', 'abonnement', 'Votre abonnement couvre le référencement de cette publication'],
  ] as const)('a referencing already paid by %s says so', async (_, Couverture, text) => {
    serve({ ...SUBMITTED_PUBLICATION, Referencement: referencement('nonValidee', { Paye: true, Couverture }) });
    renderEnd('/publication/7/edit/fin');
    const offer = await screen.findByRole('region', { name: 'Ce que comprend le référencement' });
    expect(offer).toHaveTextContent(text);
    expect(offer).not.toHaveTextContent(/commandez son référencement/);
  });

  test('a publication with a failing step goes to that step instead', async () => {
    serve({ ...SUBMITTED_PUBLICATION, IdEtatPublication: 1, IdMarque: null, LibelleMarque: null });
    const { router } = renderEnd('/publication/7/edit/fin');
    expect(await screen.findByText('Assistant')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7/edit/3');
    expect(screen.queryByText('Votre publication est soumise à la modération')).not.toBeInTheDocument();
  });

  test.each([
    ['a draft', 1],
    ['a refused publication', 4],
  ])('%s whose steps pass goes to step 5, whose Valider submits it', async (_, idEtat) => {
    serve({ ...SUBMITTED_PUBLICATION, IdEtatPublication: idEtat });
    const { router } = renderEnd('/publication/7/edit/fin');
    expect(await screen.findByText('Assistant')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7/edit/5');
  });

  test('a validated publication goes to its page', async () => {
    serve({ ...SUBMITTED_PUBLICATION, IdEtatPublication: 3 });
    const { router } = renderEnd('/publication/7/edit/fin');
    expect(await screen.findByText('Détail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7');
  });

  test('an id that cannot be one leads to « not found » without asking the server', () => {
    serve(SUBMITTED_PUBLICATION);
    renderEnd('/publication/0/edit/fin');
    expect(screen.getByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([]);
  });

  test('a publication the server does not know leads to « not found »', async () => {
    mockApi({ [GET]: () => Promise.reject(apiRefusal(404, "Cette publication n'existe pas parmi les vôtres.")) });
    renderEnd('/publication/99/edit/fin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
  });
});
