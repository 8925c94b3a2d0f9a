import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { basketInputFrom, createBasketMachine } from '../../machines/basket/basketMachine.ts';
import type { BasketApi } from '../../machines/basket/types.ts';
import { AuthController } from '../../src/features/auth/authController.ts';
import { AuthProvider } from '../../src/features/auth/AuthProvider.tsx';
import { BasketController } from '../../src/features/basket/basketController.ts';
import { BasketProvider } from '../../src/features/basket/BasketProvider.tsx';
import { basketStorage } from '../../src/features/basket/basketStorage.ts';
import BasketPage from '../../src/features/basket/components/BasketPage.tsx';
import { panier, SERVER_ONE } from '../machines/basket/basketModel.ts';
import { apiClientMock, mockApi, renderRoutes } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

const notify = vi.fn();

function renderPage(api: Partial<BasketApi> = {}) {
  const actor = createActor(
    createBasketMachine({
      api: {
        get: async () => SERVER_ONE,
        merge: async () => SERVER_ONE,
        save: async () => SERVER_ONE,
        applyCode: async () => SERVER_ONE,
        removeCode: async () => SERVER_ONE,
        ...api,
      },
      storage: basketStorage,
      notify,
    }),
    { input: basketInputFrom(basketStorage) },
  );
  const basket = new BasketController({ loadActor: async () => actor });
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => false });
  const result = renderRoutes(
    [
      {
        path: '/panier',
        element: (
          <AuthProvider controller={auth}>
            <BasketProvider controller={basket}>
              <BasketPage />
            </BasketProvider>
          </AuthProvider>
        ),
      },
      { path: '/panier/valider', element: <p>Validation</p> },
    ],
    { path: '/panier' },
  );
  return { ...result, basket, auth };
}

describe('the basket page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notify.mockClear();
    mockApi({
      '/Publication/Publication_GetAll': () => [{ Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' }],
    });
  });

  test('an empty basket says so and leads to the services', () => {
    renderPage();
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les services' })).toHaveAttribute('href', '/');
  });

  test('removing a line asks for a confirmation first, and can be cancelled', async () => {
    basketStorage.update(() => ({
      lines: [
        {
          Produit: { Id: 20, IdTypeProduit: 3, Libelle: 'Fiche pratique', PrixTTCCentimes: 900 },
          Quantite: 2,
          IdPublication: null,
          IdFormation: null,
          Formation: null,
        },
      ],
    }));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Montant de la ligne :').parentElement).toHaveTextContent('18,00');
    await user.click(screen.getByRole('button', { name: 'Retirer « Fiche pratique » du panier' }));
    expect(screen.getByRole('button', { name: 'Confirmer le retrait de « Fiche pratique »' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Garder « Fiche pratique » dans le panier' }));
    expect(screen.getByRole('button', { name: 'Retirer « Fiche pratique » du panier' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retirer « Fiche pratique » du panier' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le retrait de « Fiche pratique »' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Votre article a été retiré du panier');
  });

  test('a signed-in customer names the publication of a referencing line before validating, then goes to /panier/valider', async () => {
    const withPublication = panier([
      {
        ...SERVER_ONE.listCommandeProduit[1]!,
        IdPublication: 7,
        Publication: { Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' },
      },
    ]);
    const save = vi.fn(async () => withPublication);
    const user = userEvent.setup();
    const { basket, router } = renderPage({ save });
    basket.send({ type: 'auth.signedIn', isFrontOffice: true });
    const validate = await screen.findByRole('button', { name: 'Valider mon panier' });
    await screen.findByRole('button', { name: /Publication à référencer pour « Référencement »/ });
    expect(validate).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Publication à référencer pour « Référencement »/ }));
    await user.click(await screen.findByRole('option', { name: 'Les Jardins de Penhoët (9782365120012)' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'choosePublication', IdPublication: 7 }),
      expect.any(AbortSignal),
    );
    expect(await screen.findByText('Publication : Les Jardins de Penhoët')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider mon panier' }));
    expect(router.state.location.pathname).toBe('/panier/valider');
    expect(apiClientMock.post).toHaveBeenCalledWith('/Publication/Publication_GetAll', {}, expect.anything());
  });

  test('an empty reduction code is not sent', async () => {
    const applyCode = vi.fn(async () => SERVER_ONE);
    const user = userEvent.setup();
    const { basket } = renderPage({ applyCode });
    basket.send({ type: 'auth.signedIn', isFrontOffice: true });
    const field = await screen.findByLabelText('Votre code');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(applyCode).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'BIENVENUE10');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(applyCode).toHaveBeenCalledWith('BIENVENUE10', expect.any(AbortSignal));
    expect(
      within(screen.getByRole('complementary', { name: 'Récapitulatif' })).getByText('Total TTC'),
    ).toBeInTheDocument();
  });
});
