import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { basketInputFrom, createBasketMachine } from '../../machines/basket/basketMachine.ts';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import type { BasketApi, NewLine, Panier } from '../../machines/basket/types.ts';
import { BasketController } from '../../src/features/basket/basketController.ts';
import { SERVER_ONE } from '../machines/basket/basketModel.ts';
import { BASKET_KEY, basketStorage, MERGED_KEY } from '../../src/features/basket/basketStorage.ts';

const article: NewLine = {
  Produit: { Id: 31, IdTypeProduit: 3, Libelle: 'Fiche de lecture', PrixTTCCentimes: 1250 },
  IdPublication: null,
  Formation: null,
};
const EMPTY_PANIER: Panier = {
  Id: null,
  listCommandeProduit: [],
  IdEtatCommande: 1,
  CodeReduction: null,
  NombreArticles: 0,
  MontantProduitsTTCCentimes: 0,
  MontantReductionTTCCentimes: 0,
  TotalTTCCentimes: 0,
  TotalHTCentimes: 0,
  TotalTVACentimes: 0,
};

function setup(api: Partial<BasketApi> = {}) {
  const notify = vi.fn();
  const loadActor = vi.fn(async () =>
    createActor(
      createBasketMachine({
        api: {
          get: async () => EMPTY_PANIER,
          merge: async () => EMPTY_PANIER,
          save: async () => EMPTY_PANIER,
          applyCode: async () => EMPTY_PANIER,
          removeCode: async () => EMPTY_PANIER,
          ...api,
        },
        storage: basketStorage,
        notify,
      }),
      { input: basketInputFrom(basketStorage) },
    ),
  );
  const controller = new BasketController({ loadActor });
  const stop = controller.start();
  return { controller, loadActor, notify, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the basket controller', () => {
  beforeEach(() => window.localStorage.clear());

  test('shows the stored basket without loading the machine, and follows the other tabs', () => {
    basketStorage.update((basket) => ({ lines: [...basket.lines, { ...article, Quantite: 3, IdFormation: null }] }));
    const { controller, loadActor, stop } = setup();
    expect(controller.getState().basket.count).toBe(3);
    window.localStorage.setItem(BASKET_KEY, JSON.stringify({ lines: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: BASKET_KEY }));
    expect(controller.getState().basket.count).toBe(0);
    expect(loadActor).not.toHaveBeenCalled();
    stop();
  });

  test('loads the machine on the first edit, which is then made', async () => {
    const { controller, loadActor, notify, stop } = setup();
    controller.send({ type: 'basket.add', line: article });
    await settle();
    expect(loadActor).toHaveBeenCalledOnce();
    expect(controller.getState().basket.count).toBe(1);
    expect(notify).toHaveBeenCalledWith('success', BASKET_MESSAGES.added);
    stop();
  });

  test('a front-office sign-in merges the stored basket; the local copy goes once the server has it', async () => {
    basketStorage.update((basket) => ({ lines: [...basket.lines, { ...article, Quantite: 2, IdFormation: null }] }));
    const merge = vi.fn(async () => ({ ...EMPTY_PANIER, NombreArticles: 2 }));
    const { controller, stop } = setup({ merge });
    controller.send({ type: 'auth.signedIn', isFrontOffice: true });
    await settle();
    expect(merge).toHaveBeenCalledWith({ lines: [expect.objectContaining({ Quantite: 2 })] }, expect.any(AbortSignal));
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(window.localStorage.getItem(MERGED_KEY)).toBe('true');
    expect(controller.getState().status).toBe('ready');
    stop();
  });

  test('a failed merge keeps the stored basket and says so', async () => {
    basketStorage.update((basket) => ({ lines: [...basket.lines, { ...article, Quantite: 2, IdFormation: null }] }));
    const { controller, notify, stop } = setup({ merge: async () => Promise.reject(new Error('réseau')) });
    controller.send({ type: 'auth.signedIn', isFrontOffice: true });
    await settle();
    expect(notify).toHaveBeenCalledWith('error', 'erreur lors de la modification du panier');
    expect(controller.getState()).toMatchObject({ status: 'mergeFailed', basket: { count: 2 } });
    expect(window.localStorage.getItem(MERGED_KEY)).toBe('false');
    stop();
  });

  test('sign-out without the machine clears the basket and the flag; a back-office sign-in loads nothing', () => {
    basketStorage.update((basket) => ({ lines: [...basket.lines, { ...article, Quantite: 2, IdFormation: null }] }));
    const { controller, loadActor, stop } = setup();
    controller.send({ type: 'auth.signedIn', isFrontOffice: false });
    controller.send({ type: 'auth.signedOut' });
    expect(loadActor).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(window.localStorage.getItem(MERGED_KEY)).toBeNull();
    expect(controller.getState().basket.count).toBe(0);
    stop();
  });

  test("a signed-in customer's basket whose code could not be fetched says so, and « Réessayer » loads it", async () => {
    const { controller, loadActor, stop } = setup({ get: async () => SERVER_ONE, merge: async () => SERVER_ONE });
    loadActor.mockRejectedValueOnce(new Error('chunk'));
    controller.send({ type: 'auth.signedIn', isFrontOffice: true });
    await settle();
    expect(controller.getState().status).toBe('loadFailed');

    controller.send({ type: 'basket.reload' });
    await settle();
    await settle();
    expect(loadActor).toHaveBeenCalledTimes(2);
    expect(controller.getState()).toMatchObject({ status: 'ready', basket: { count: 2 } });
    stop();
  });

  test('a line chosen while the session of a customer who merged before is checked reaches the account', async () => {
    window.localStorage.setItem(MERGED_KEY, 'true');
    const merge = vi.fn(async () => SERVER_ONE);
    const { controller, stop } = setup({ merge, get: async () => EMPTY_PANIER });
    controller.send({ type: 'basket.add', line: article });
    await settle();
    controller.send({ type: 'auth.signedIn', isFrontOffice: true });
    await settle();
    expect(merge).toHaveBeenCalledWith({ lines: [expect.objectContaining({ Quantite: 1 })] }, expect.any(AbortSignal));
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(controller.getState()).toMatchObject({ status: 'ready', basket: { count: 2 } });
    stop();
  });

  test("a line added while the account's basket is still loading is saved once it has arrived", async () => {
    window.localStorage.setItem(MERGED_KEY, 'true');
    let arrive: (panier: Panier) => void = () => {};
    const save = vi.fn(async () => SERVER_ONE);
    const { controller, notify, stop } = setup({
      get: () => new Promise<Panier>((resolve) => (arrive = resolve)),
      save,
    });
    controller.send({ type: 'auth.signedIn', isFrontOffice: true });
    await settle();
    expect(controller.getState().status).toBe('loading');
    controller.send({ type: 'basket.add', line: article });
    await settle();
    expect(save).not.toHaveBeenCalled();

    arrive(EMPTY_PANIER);
    await settle();
    await settle();
    expect(save).toHaveBeenCalledWith(
      { kind: 'add', line: { IdProduit: 31, IdPublication: null, IdFormation: null } },
      expect.any(AbortSignal),
    );
    expect(controller.getState()).toMatchObject({ status: 'ready', basket: { count: 2 } });
    expect(notify).toHaveBeenCalledWith('success', BASKET_MESSAGES.added);
    stop();
  });
});
