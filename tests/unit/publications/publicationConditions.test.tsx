import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import PublicationConditionsRoute from '../../../src/app/routes/PublicationConditionsRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { COMPTE } from '../compteFixture.ts';
import { produitGet } from './referencingFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const PRODUIT_GET = '/Produit/Produit_Get';
const COMPTE_GET = '/Compte/Compte_Get';
const ACCEPT = '/Compte/Compte_AccepteConditionsPublication';

/** The signed-in author the page reads its account for. */
vi.mock('../../../src/features/auth/useAuth.ts', () => ({
  useAuth: () => ({ status: 'authenticated', person: { Login: 'auteur@example.org', Prenom: 'Camille' } }),
}));

/** The calls of the page: the catalogue's prices, the author's account and the acceptance, some replaced. */
function mockCalls(overrides: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    [PRODUIT_GET]: produitGet,
    [COMPTE_GET]: () => COMPTE,
    [ACCEPT]: () => ({ ...COMPTE, DateAcceptationConditionsPublication: '2026-11-29T10:00:00.000Z' }),
    ...overrides,
  });
}

beforeEach(() => mockCalls());

function renderConditions() {
  return renderRoutes(
    [
      { path: '/publication/conditions', element: <PublicationConditionsRoute /> },
      { path: '/publication/create', element: <p>Assistant de déclaration</p> },
    ],
    { path: '/publication/conditions' },
  );
}

describe('the conditions of referencing', () => {
  test('states what declaring a publication implies', () => {
    renderConditions();
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions de référencement' })).toBeInTheDocument();
    const [conditions] = screen.getAllByRole('list');
    if (!conditions) throw new Error('No list of conditions');
    expect(conditions).toHaveTextContent(/ISBN/);
    expect(conditions).toHaveTextContent(/978 ou 979/);
    expect(conditions).toHaveTextContent(/AFNIL/);
    expect(conditions).toHaveTextContent(/détenir les droits/);
    expect(conditions).toHaveTextContent(/modération/);
    expect(conditions).toHaveTextContent(/JPG ou PNG/);
    expect(conditions).toHaveTextContent(/400 pixels de haut/);
    expect(conditions).toHaveTextContent(/5 Mo/);
    expect(conditions).toHaveTextContent(/rédigé en français et compte 400 caractères au plus/);
  });

  test('says what referencing buys, its prices as the catalogue sells them, and that a subscription covers it', async () => {
    renderConditions();
    const offer = screen.getByRole('region', { name: 'Ce que comprend le référencement' });
    const buys = within(offer).getAllByRole('listitem');
    expect(buys[0]).toHaveTextContent(/transmise au catalogue interprofessionnel du livre/);
    expect(buys[1]).toHaveTextContent(/accusé de réception/);
    expect(buys[2]).toHaveTextContent(/e-mail à chaque étape/);
    expect(
      // The matcher reads no-break spaces as spaces.
      await within(offer).findByText(
        'Le référencement coûte 49,00 € TTC pour un livre imprimé et 29,00 € TTC pour un livre numérique. Il se commande une fois la publication validée.',
      ),
    ).toBeInTheDocument();
    expect(sentValues(PRODUIT_GET)).toEqual(expect.arrayContaining([{ Id: 1 }, { Id: 2 }]));
    expect(offer).toHaveTextContent(/Un abonnement en cours couvre le référencement de vos nouveautés/);
  });

  test('without the catalogue’s prices, it says where to find them', async () => {
    mockCalls({ [PRODUIT_GET]: () => Promise.reject(apiRefusal(503, 'Le service est momentanément indisponible.')) });
    renderConditions();
    const offer = screen.getByRole('region', { name: 'Ce que comprend le référencement' });
    expect(
      await within(offer).findByText('Son prix est indiqué dans la rubrique Référencement de nos services.'),
    ).toBeInTheDocument();
  });

  test('the declaration starts only once the conditions are accepted, and the acceptance is recorded', async () => {
    const user = userEvent.setup();
    const { router } = renderConditions();
    const start = await screen.findByRole('button', { name: 'Commencer la déclaration' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Cochez la case pour commencer la déclaration.');

    const accept = screen.getByRole('checkbox', { name: "J'ai lu et j'accepte ces conditions" });
    await user.click(accept);
    expect(accept).toBeChecked();
    expect(screen.getByRole('button', { name: 'Commencer la déclaration' })).toBeEnabled();

    // Unticking takes the permission back.
    await user.click(accept);
    expect(screen.getByRole('button', { name: 'Commencer la déclaration' })).toBeDisabled();

    await user.click(accept);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Commencer la déclaration' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Assistant de déclaration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/create');
    expect(sentValues(ACCEPT)).toEqual([{}]);
  });

  test('an author who accepted them once is told so, and starts without accepting again', async () => {
    mockCalls({
      [COMPTE_GET]: () => ({ ...COMPTE, DateAcceptationConditionsPublication: '2026-11-02T09:00:00.000Z' }),
    });
    const user = userEvent.setup();
    const { router } = renderConditions();
    expect(await screen.findByText(/Vous avez déjà accepté ces conditions/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "J'ai lu et j'accepte ces conditions" })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Commencer la déclaration' }));
    expect(await screen.findByText('Assistant de déclaration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/create');
    expect(sentValues(ACCEPT)).toEqual([]);
  });

  test('a refused acceptance says so and stays on the conditions', async () => {
    mockCalls({ [ACCEPT]: () => Promise.reject(apiRefusal(503, 'Le service est momentanément indisponible.')) });
    const user = userEvent.setup();
    const { router } = renderConditions();
    await user.click(await screen.findByRole('checkbox', { name: "J'ai lu et j'accepte ces conditions" }));
    await user.click(screen.getByRole('button', { name: 'Commencer la déclaration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre acceptation n'a pas été enregistrée. Le service est momentanément indisponible.",
    );
    expect(router.state.location.pathname).toBe('/publication/conditions');
  });
});
