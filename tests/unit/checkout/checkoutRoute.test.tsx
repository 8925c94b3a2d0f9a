import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERSION_CGV } from '../../../domain/order/checkoutRules.ts';
import { CHECKOUT_TEXTS } from '../../../domain/order/checkoutTexts.ts';
import { basketInputFrom, createBasketMachine } from '../../../machines/basket/basketMachine.ts';
import type { BasketApi, Panier } from '../../../machines/basket/types.ts';
import type { ConditionsCommande } from '../../../machines/checkout/types.ts';
import CheckoutRoute from '../../../src/app/routes/CheckoutRoute.tsx';
import { AuthController } from '../../../src/features/auth/authController.ts';
import { AuthProvider } from '../../../src/features/auth/AuthProvider.tsx';
import { BasketController } from '../../../src/features/basket/basketController.ts';
import { BasketProvider } from '../../../src/features/basket/BasketProvider.tsx';
import { basketStorage } from '../../../src/features/basket/basketStorage.ts';
import { panier, SERVER_ONE } from '../../machines/basket/basketModel.ts';
import { READY } from '../../machines/checkout/checkoutModel.ts';
import { apiClientMock, apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const PUBLICATION = { Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' };
const [ARTICLE_LINE, REFERENCING_LINE] = SERVER_ONE.listCommandeProduit as [
  Panier['listCommandeProduit'][number],
  Panier['listCommandeProduit'][number],
];
/** The basket once the referencing line has its publication. */
const WITH_PUBLICATION = panier([ARTICLE_LINE, { ...REFERENCING_LINE, IdPublication: 7, Publication: PUBLICATION }]);
const EMPTY = panier([]);

const conditionsOf = (basket: Panier): ConditionsCommande => ({
  ...READY,
  LignesSansPublication: basket.listCommandeProduit
    .filter((line) => line.Produit.IdTypeProduit === 1 && line.IdPublication === null)
    .map((line) => line.Id),
  Panier: basket,
});

const FORMULAIRE = {
  IdPaiement: 5,
  Url: 'https://paiement.example.org/vads-payment/',
  Champs: { vads_amount: '11150', vads_order_id: 'C2026-000041', signature: 'c2lnbmF0dXJl' },
};
const COMMANDE = { Id: 41, Numero: 'C2026-000041' };

/** The server's basket, which the confirmation reads through Commande_GetConditions. */
let serverBasket: Panier;
const submitted: HTMLFormElement[] = [];

function renderConfirmation(api: Partial<BasketApi> = {}) {
  const actor = createActor(
    createBasketMachine({
      api: {
        get: async () => serverBasket,
        merge: async () => serverBasket,
        save: async () => serverBasket,
        applyCode: async () => serverBasket,
        removeCode: async () => serverBasket,
        ...api,
      },
      storage: basketStorage,
      notify: () => {},
    }),
    { input: basketInputFrom(basketStorage) },
  );
  const basket = new BasketController({ loadActor: async () => actor });
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => false });
  basket.send({ type: 'auth.signedIn', isFrontOffice: true });
  renderRoutes(
    [
      {
        path: '/panier/valider',
        element: (
          <AuthProvider controller={auth}>
            <BasketProvider controller={basket}>
              <CheckoutRoute />
            </BasketProvider>
          </AuthProvider>
        ),
      },
    ],
    { path: '/panier/valider' },
  );
  return { user: userEvent.setup() };
}

async function acceptEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: CHECKOUT_TEXTS.acceptCgv }));
  await user.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.immediateStart }));
  await user.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.waiver }));
}

/** The options each call was made with (the Idempotency-Key among them). */
function optionsOf(path: string): { idempotencyKey?: string }[] {
  return apiClientMock.post.mock.calls
    .filter(([called]) => called === path)
    .map((call) => (call as unknown[])[2] as { idempotencyKey?: string });
}

describe('the order confirmation with the basket of the page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    submitted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    mockApi({
      '/Commande/Commande_GetConditions': () => conditionsOf(serverBasket),
      '/Publication/Publication_GetAll': () => [PUBLICATION],
      '/Commande/Commande_Create': () => {
        serverBasket = EMPTY;
        return COMMANDE;
      },
      '/Paiement/Paiement_Create': () => FORMULAIRE,
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    for (const form of document.querySelectorAll('form')) form.remove();
  });

  test('a publication chosen for a referencing line is saved by the basket, then the recap is read again', async () => {
    serverBasket = SERVER_ONE;
    const save = vi.fn<BasketApi['save']>(async () => {
      serverBasket = WITH_PUBLICATION;
      return serverBasket;
    });
    const { user } = renderConfirmation({ save });
    expect(await screen.findByText(CHECKOUT_TEXTS.publicationMissing)).toBeInTheDocument();
    await acceptEverything(user);
    const placeCommandeButton = screen.getByRole('button', { name: CHECKOUT_TEXTS.placeCommande });
    expect(placeCommandeButton).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Publication à référencer pour « Référencement »/ }));
    await user.click(await screen.findByRole('option', { name: 'Les Jardins de Penhoët (9782365120012)' }));
    expect(save).toHaveBeenCalledWith(
      {
        kind: 'choosePublication',
        line: { IdProduit: REFERENCING_LINE.Produit.Id, IdPublication: null, IdFormation: null },
        Quantite: 1,
        IdPublication: 7,
      },
      expect.any(AbortSignal),
    );
    // The recap read again shows the publication; the answers are kept and the order can be placed.
    expect(await screen.findByText('Les Jardins de Penhoët')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CHECKOUT_TEXTS.publicationMissing)).toBeNull());
    expect(screen.getByRole('checkbox', { name: CHECKOUT_TEXTS.acceptCgv })).toBeChecked();
    expect(screen.getByRole('button', { name: CHECKOUT_TEXTS.placeCommande })).toBeEnabled();
  });

  test('ordering places the order once, reloads the basket, and posts the signed form to the provider', async () => {
    serverBasket = WITH_PUBLICATION;
    const get = vi.fn<BasketApi['get']>(async () => serverBasket);
    const { user } = renderConfirmation({ get });
    await acceptEverything(user);
    // Signed in with nothing in the browser, the account's basket came with the merge.
    expect(get).not.toHaveBeenCalled();
    const placeCommandeButton = screen.getByRole('button', { name: CHECKOUT_TEXTS.placeCommande });
    await user.dblClick(placeCommandeButton);

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(sentValues('/Commande/Commande_Create')).toEqual([
      { AccepteCGV: true, VersionCGV: VERSION_CGV, DemandeExecutionImmediate: true, RenonceDroitRetractation: true },
    ]);
    expect(sentValues('/Paiement/Paiement_Create')).toEqual([{ IdCommande: COMMANDE.Id }]);
    const [placeKey] = optionsOf('/Commande/Commande_Create');
    const [payKey] = optionsOf('/Paiement/Paiement_Create');
    expect(placeKey?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(payKey?.idempotencyKey).toBe(placeKey?.idempotencyKey);
    // The basket, now empty on the server, is read again for the header's count.
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));

    const [form] = submitted;
    expect(form?.method).toBe('post');
    expect(form?.action).toBe(FORMULAIRE.Url);
    expect(Object.fromEntries(new FormData(form))).toEqual(FORMULAIRE.Champs);
    expect(screen.getByRole('button', { name: CHECKOUT_TEXTS.redirecting })).toBeDisabled();
  });

  test('a payment that cannot be opened leaves the order to be paid from its page, or here again', async () => {
    serverBasket = WITH_PUBLICATION;
    let refusals = 1;
    mockApi({
      '/Commande/Commande_GetConditions': () => conditionsOf(serverBasket),
      '/Commande/Commande_Create': () => {
        serverBasket = EMPTY;
        return COMMANDE;
      },
      '/Paiement/Paiement_Create': () => {
        if (refusals-- > 0) throw apiRefusal(503, 'Le service de paiement est momentanément indisponible.');
        return FORMULAIRE;
      },
    });
    const { user } = renderConfirmation();
    await acceptEverything(user);
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.placeCommande }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHECKOUT_TEXTS.paymentStartFailed);
    expect(alert).toHaveTextContent('Le service de paiement est momentanément indisponible.');
    expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.seeCommande })).toHaveAttribute('href', '/commande/41');
    // The basket is empty now, yet the page keeps the placed order's outcome rather than an empty basket.
    expect(screen.queryByText(CHECKOUT_TEXTS.emptyBasket)).toBeNull();

    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.retryPayment }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(sentValues('/Commande/Commande_Create')).toHaveLength(1);
    const keys = optionsOf('/Paiement/Paiement_Create').map((options) => options.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('an empty basket has nothing to order', async () => {
    serverBasket = EMPTY;
    renderConfirmation();
    expect(await screen.findByText(CHECKOUT_TEXTS.emptyBasket)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.browseCatalogue })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/commandes');
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXTS.placeCommande })).toBeNull();
  });
});
