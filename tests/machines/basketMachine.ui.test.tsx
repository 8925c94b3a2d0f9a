import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Actor } from 'xstate';
import type { BasketMachine } from '../../machines/basket/basketMachine.ts';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import { AuthController } from '../../src/features/auth/authController.ts';
import { AuthProvider } from '../../src/features/auth/AuthProvider.tsx';
import { BasketController } from '../../src/features/basket/basketController.ts';
import { BasketProvider } from '../../src/features/basket/BasketProvider.tsx';
import { BASKET_KEY, MERGED_KEY } from '../../src/features/basket/basketStorage.ts';
import { AddToBasketButton } from '../../src/features/basket/components/AddToBasketButton.tsx';
import BasketPage from '../../src/features/basket/components/BasketPage.tsx';
import { useBasketItemCount } from '../../src/features/basket/hooks/useBasket.ts';
import { createTestQueryClient } from '../unit/testUtils.tsx';
import { ARTICLE, basketModel, resetBasketBrowserState } from './basket/basketModel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

vi.mock('../../src/lib/api/client.ts', async () => (await import('../unit/testUtils.tsx')).apiClientMock);

beforeEach(() => resetBasketBrowserState());

interface Ui {
  controller: BasketController;
  user: ReturnType<typeof userEvent.setup>;
}

function Shell() {
  const count = useBasketItemCount();
  return (
    <>
      <header>
        <p>Mon Panier ({count})</p>
      </header>
      <main>
        <AddToBasketButton produit={ARTICLE.Produit} subject={ARTICLE.Produit.Libelle} />
        <BasketPage />
      </main>
    </>
  );
}

async function renderBasket(actor: Actor<BasketMachine>): Promise<Ui> {
  const controller = new BasketController({ loadActor: async () => actor });
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => false });
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/panier'] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider controller={auth}>
        <BasketProvider controller={controller}>
          <RouterProvider router={router} />
        </BasketProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  await act(() => controller.preload());
  return { controller, user: userEvent.setup() };
}

const name = ARTICLE.Produit.Libelle;
const main = () => within(screen.getByRole('main'));

function expectCount(count: number) {
  expect(within(screen.getByRole('banner')).getByText(`Mon Panier (${count})`)).toBeInTheDocument();
}

function expectLines(quantities: number[]) {
  if (quantities.length === 0) {
    expect(main().getByText('Votre panier est vide.')).toBeInTheDocument();
    return;
  }
  const list = main().getByRole('list', { name: 'Articles du panier' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(quantities.length);
}

const ui: UiPlayOptions<BasketMachine, Ui> = {
  render: renderBasket,
  states: {
    anonymous: ({ snapshot }) => {
      const lines = snapshot.context.local.lines;
      expectCount(lines.reduce((sum, l) => sum + l.Quantite, 0));
      expectLines(lines.map((l) => l.Quantite));
      if (lines.length)
        expect(main().getByText('Vous pourrez saisir un code de réduction une fois connecté.')).toBeInTheDocument();
    },
    'account.merging': ({ snapshot }) => {
      expectCount(snapshot.context.local.lines.reduce((sum, l) => sum + l.Quantite, 0));
    },
    'account.mergeFailed': () => {
      expect(main().getByRole('alert')).toHaveTextContent(BASKET_MESSAGES.mergeFailed);
    },
    'account.loading': () => {},
    'account.loadFailed': () => {
      expect(main().getByRole('alert')).toHaveTextContent(BASKET_MESSAGES.loadFailed);
    },
    'account.ready': ({ snapshot }) => {
      const server = snapshot.context.server!;
      expectCount(server.NombreArticles);
      expectLines(server.listCommandeProduit.map((l) => l.Quantite));
      if (server.CodeReduction) expect(main().getByText(server.CodeReduction)).toBeInTheDocument();
      // A refused code stays in its field, the reason under it, bound to it.
      const { codeRefusal, code } = snapshot.context;
      if (codeRefusal) {
        const field = main().getByLabelText('Votre code');
        expect(field).toHaveValue(code);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(codeRefusal);
      }
    },
    account: ({ snapshot }) => {
      // Saving: the controls wait for the server's answer.
      if (snapshot.context.server?.listCommandeProduit.length) {
        expect(main().getByRole('button', { name: `Augmenter la quantité de « ${name} »` })).toBeDisabled();
      }
    },
  },
  events: {
    'basket.add': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: `Ajouter au panier : ${name}` }));
    },
    'basket.increase': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: `Augmenter la quantité de « ${name} »` }));
    },
    'basket.decrease': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: `Diminuer la quantité de « ${name} »` }));
    },
    'basket.remove': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: `Retirer « ${name} » du panier` }));
      await user.click(main().getByRole('button', { name: `Confirmer le retrait de « ${name} »` }));
    },
    'basket.applyCode': async ({ event, ui: { user } }) => {
      if (event.type !== 'basket.applyCode') return;
      await user.type(main().getByLabelText('Votre code'), event.code);
      await user.click(main().getByRole('button', { name: 'Appliquer' }));
    },
    'basket.removeCode': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: /^Retirer le code de réduction/ }));
    },
    'basket.reload': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: 'Réessayer' }));
    },
    'basket.retryMerge': async ({ ui: { user } }) => {
      await user.click(main().getByRole('button', { name: 'Réessayer' }));
    },
    // Another tab of the browser wrote the basket.
    'basket.localChanged': ({ event }) => {
      if (event.type !== 'basket.localChanged') return;
      act(() => {
        window.localStorage.setItem(BASKET_KEY, JSON.stringify(event.basket));
        window.localStorage.setItem(MERGED_KEY, String(event.merged));
        window.dispatchEvent(new StorageEvent('storage', { key: BASKET_KEY }));
      });
    },
    // The session announces these; the provider passes them on.
    'auth.signedIn': ({ event, ui: { controller } }) => {
      if (event.type === 'auth.signedIn') act(() => controller.send(event));
    },
    'auth.signedOut': ({ ui: { controller } }) => {
      act(() => controller.send({ type: 'auth.signedOut' }));
    },
  },
};

describe('basket machine — the main paths (the shortest to each state) played on the basket page and the header count', () => {
  // Every state is reached on the screen; the edges in between are the model tests' (some events, such as
  // reloading a basket that is shown, have no control on the page).
  const all = basketModel.shortestPaths.filter((path) => isPlayableInUi(path, ui.events));
  // The page offers « Réessayer » only once loading has failed: reloading a basket on show has no control.
  const paths = all.filter((path) =>
    path.steps.every(
      (step, index) =>
        step.event.type !== 'basket.reload' || !path.steps[index - 1]?.state.matches({ account: 'ready' }),
    ),
  );

  test('the shortest path to every state can be played in the UI', () => {
    expect(all).toHaveLength(basketModel.shortestPaths.length);
    expect(paths.length).toBeGreaterThan(all.length * 0.8);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(basketModel, path, ui);
  });
});
