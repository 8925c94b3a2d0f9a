import { createActor } from 'xstate';
import { basketInputFrom, createBasketMachine } from '../../../machines/basket/basketMachine.ts';
import type { BasketOperation } from '../../../machines/basket/types.ts';
import { BasketController } from '../../../src/features/basket/basketController.ts';
import { basketStorage } from '../../../src/features/basket/basketStorage.ts';
import { panier } from '../../machines/basket/basketModel.ts';

/**
 * A signed-in author's basket over the real basket machine, its server calls stood in: what the pages ask it to
 * save is kept in `saved`, in order.
 */
export function authorBasket() {
  window.localStorage.clear();
  const saved: BasketOperation[] = [];
  const empty = panier([]);
  const actor = createActor(
    createBasketMachine({
      api: {
        get: async () => empty,
        merge: async () => empty,
        save: async (operation) => {
          saved.push(operation);
          return empty;
        },
        applyCode: async () => empty,
        removeCode: async () => empty,
      },
      storage: basketStorage,
      notify: () => {},
    }),
    { input: basketInputFrom(basketStorage) },
  );
  const controller = new BasketController({ loadActor: async () => actor });
  controller.send({ type: 'auth.signedIn', isFrontOffice: true });
  return { controller, saved };
}
