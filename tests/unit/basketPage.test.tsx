import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { LocalLine, Panier } from '../../machines/basket/types.ts';
import { createActor } from 'xstate';
import { basketInputFrom, createBasketMachine } from '../../machines/basket/basketMachine.ts';
import type { BasketApi } from '../../machines/basket/types.ts';
import { AuthController } from '../../src/features/auth/authController.ts';
import { AuthProvider } from '../../src/features/auth/AuthProvider.tsx';
import { BasketController } from '../../src/features/basket/basketController.ts';
import { BasketProvider } from '../../src/features/basket/BasketProvider.tsx';
import { basketStorage } from '../../src/features/basket/basketStorage.ts';
import BasketPage from '../../src/features/basket/components/BasketPage.tsx';
import { ARTICLE_KEY, panier, SERVER_ONE } from '../machines/basket/basketModel.ts';
import { apiClientMock, mockApi, renderRoutes } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

const notify = vi.fn();

/** A line of an article, as an anonymous visitor's browser holds it. */
function localLine(Id: number, Libelle: string, Quantite = 1): LocalLine {
  return {
    Produit: { Id, IdTypeProduit: 3, Libelle, PrixTTCCentimes: 900 },
    Quantite,
    IdPublication: null,
    IdFormation: null,
    Formation: null,
  };
}

function storeLines(lines: LocalLine[]) {
  basketStorage.update(() => ({ lines }));
}

function renderPage(api: Partial<BasketApi> = {}, { storedSession = false } = {}) {
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
  // The session's machine never answers here: a stored session stays « being restored ».
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => storedSession });
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
    storeLines([localLine(20, 'Fiche pratique', 2)]);
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

  test('a refused code stays in the field with the reason under it, bound and announced; an applied one empties it', async () => {
    const refusal = 'Ce code de réduction a expiré le 31 août 2025.';
    const applyCode = vi.fn(async (code: string) =>
      code === 'ETE2025'
        ? { ...SERVER_ONE, MessageErreur: refusal, MotifRefusCode: 'expire' as const }
        : { ...SERVER_ONE, CodeReduction: 'REMISE5' },
    );
    const user = userEvent.setup();
    const { basket } = renderPage({ applyCode });
    basket.send({ type: 'auth.signedIn', isFrontOffice: true });
    const field = await screen.findByLabelText('Votre code');
    await user.type(field, 'ETE2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveValue('ETE2025');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(refusal, { selector: '[aria-live] *, [aria-live]' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith('error', refusal);
    // Another code typed: the reason, which was the other code's, goes.
    await user.clear(field);
    await user.type(field, 'remise5');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(notify).toHaveBeenLastCalledWith('success', 'Code de réduction correctement appliqué');
  });

  test('while the session is being checked, the basket page shows a loading placeholder, not an empty basket', () => {
    renderPage({}, { storedSession: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Votre panier est vide.')).not.toBeInTheDocument();
  });

  test('a signed-in customer sees the basket loading, never an empty basket, until the account’s basket arrives', async () => {
    let answer: (panier: Panier) => void = () => {};
    const get = () => new Promise<Panier>((resolve) => (answer = resolve));
    // This browser's basket was merged at an earlier sign-in: signing in loads the account's basket.
    basketStorage.markMerged();
    const { basket } = renderPage({ get });
    await act(() => {
      basket.send({ type: 'auth.signedIn', isFrontOffice: true });
      return basket.preload();
    });
    expect(await screen.findByText('Chargement du panier...')).toBeInTheDocument();
    expect(screen.queryByText('Votre panier est vide.')).not.toBeInTheDocument();
    await act(async () => answer(panier([])));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('an anonymous visitor’s + and − say that the basket changed, as a signed-in customer’s do', async () => {
    storeLines([localLine(20, 'Fiche pratique', 1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité de « Fiche pratique »' }));
    expect(await screen.findByRole('status', { name: 'Quantité : 2' })).toBeInTheDocument();
    expect(notify).toHaveBeenLastCalledWith('success', 'Modification du panier effectuée');
    notify.mockClear();
    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité de « Fiche pratique »' }));
    expect(await screen.findByRole('status', { name: 'Quantité : 1' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledExactlyOnceWith('success', 'Modification du panier effectuée');
  });

  test('after a removal, focus goes to the next line, or to the basket’s heading when none follows', async () => {
    storeLines([localLine(20, 'Fiche A'), localLine(21, 'Fiche B'), localLine(22, 'Fiche C')]);
    const user = userEvent.setup();
    renderPage();
    const remove = async (libelle: string) => {
      await user.click(screen.getByRole('button', { name: `Retirer « ${libelle} » du panier` }));
      await user.click(screen.getByRole('button', { name: `Confirmer le retrait de « ${libelle} »` }));
    };
    await remove('Fiche A');
    expect(screen.getByRole('heading', { level: 2, name: 'Fiche B' })).toHaveFocus();
    await remove('Fiche C');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toHaveFocus();
    await remove('Fiche B');
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toHaveFocus();
  });

  test('a signed-in customer’s removal moves focus once the server has answered', async () => {
    const [article, referencing] = SERVER_ONE.listCommandeProduit;
    let answer: (panier: Panier) => void = () => {};
    const save = vi.fn(() => new Promise<Panier>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { basket } = renderPage({ save });
    basket.send({ type: 'auth.signedIn', isFrontOffice: true });
    const name = article!.Produit.Libelle;
    await user.click(await screen.findByRole('button', { name: `Retirer « ${name} » du panier` }));
    await user.click(screen.getByRole('button', { name: `Confirmer le retrait de « ${name} »` }));
    expect(save).toHaveBeenCalledWith({ kind: 'remove', line: ARTICLE_KEY }, expect.any(AbortSignal));
    await act(async () => answer(panier([referencing!])));
    expect(screen.getByRole('heading', { level: 2, name: referencing!.Produit.Libelle })).toHaveFocus();
  });

  test('a discount shows once, as a summary row with its code, its amount and a way to remove it', async () => {
    const [article] = SERVER_ONE.listCommandeProduit;
    const reductionLine = {
      ...article!,
      Id: 99,
      Produit: { ...article!.Produit, Id: 90, IdTypeProduit: 5, Libelle: 'Code BIENVENUE10' },
      Quantite: 1,
      PrixUnitaireTTCCentimes: -125,
      MontantTTCCentimes: -125,
    };
    const discounted = panier([article!, reductionLine], {
      CodeReduction: 'BIENVENUE10',
      MontantProduitsTTCCentimes: 1250,
      MontantReductionTTCCentimes: 125,
      TotalTTCCentimes: 1125,
      NombreArticles: 1,
    });
    const removeCode = vi.fn(async () => panier([article!]));
    const user = userEvent.setup();
    const { basket } = renderPage({ merge: async () => discounted, removeCode });
    basket.send({ type: 'auth.signedIn', isFrontOffice: true });
    const list = await screen.findByRole('list', { name: 'Articles du panier' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText(/BIENVENUE10/)).not.toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Récapitulatif' }));
    const row = summary.getByText('BIENVENUE10').closest('div')!;
    expect(row).toHaveTextContent('Réduction Code BIENVENUE10');
    expect(row).toHaveTextContent('−1,25 €');
    expect(screen.getAllByText(/(?<!\d)1,25/)).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/-1,25/);
    await user.click(summary.getByRole('button', { name: 'Retirer le code de réduction BIENVENUE10' }));
    expect(removeCode).toHaveBeenCalled();
    await waitFor(() => expect(summary.queryByText('BIENVENUE10')).not.toBeInTheDocument());
    expect(summary.queryByText(/^Réduction/)).not.toBeInTheDocument();
  });
});
