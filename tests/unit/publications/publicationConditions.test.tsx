import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import PublicationConditionsRoute from '../../../src/app/routes/PublicationConditionsRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { produitGet } from './referencingFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const PRODUIT_GET = '/Produit/Produit_Get';

beforeEach(() => mockApi({ [PRODUIT_GET]: produitGet }));

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
    mockApi({ [PRODUIT_GET]: () => Promise.reject(apiRefusal(503, 'Le service est momentanément indisponible.')) });
    renderConditions();
    const offer = screen.getByRole('region', { name: 'Ce que comprend le référencement' });
    expect(
      await within(offer).findByText('Son prix est indiqué dans la rubrique Référencement de nos services.'),
    ).toBeInTheDocument();
  });

  test('the declaration starts only once the conditions are accepted', async () => {
    const user = userEvent.setup();
    const { router } = renderConditions();
    const start = screen.getByRole('link', { name: 'Commencer la déclaration' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).not.toHaveAttribute('href');
    expect(start).toHaveAccessibleDescription('Cochez la case pour commencer la déclaration.');
    await user.click(start);
    expect(router.state.location.pathname).toBe('/publication/conditions');

    // With the keyboard: back to the check box, then on to the link.
    await user.tab({ shift: true });
    const accept = screen.getByRole('checkbox', { name: "J'ai lu et j'accepte ces conditions" });
    expect(accept).toHaveFocus();
    await user.keyboard(' ');
    expect(accept).toBeChecked();
    const enabled = screen.getByRole('link', { name: 'Commencer la déclaration' });
    expect(enabled).not.toHaveAttribute('aria-disabled');
    expect(enabled).toHaveAttribute('href', '/publication/create');

    // Unticking takes the permission back.
    await user.click(accept);
    expect(screen.getByRole('link', { name: 'Commencer la déclaration' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(accept);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Commencer la déclaration' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Assistant de déclaration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/create');
  });
});
