import { useMemo, useSyncExternalStore } from 'react';
import type { LineKey, NewLine } from '../../../../machines/basket/types.ts';
import type { BasketState } from '../basketController.ts';
import { useBasketController } from '../basketControllerContext.ts';

export interface Basket extends BasketState {
  add(line: NewLine): void;
  increase(line: LineKey): void;
  decrease(line: LineKey): void;
  remove(line: LineKey): void;
  choosePublication(line: LineKey, IdPublication: number): void;
  applyCode(code: string): void;
  removeCode(): void;
  reload(): void;
  retryMerge(): void;
}

/** The basket and what a customer does with it. */
export function useBasket(): Basket {
  const controller = useBasketController();
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getServerState);
  return useMemo(
    () => ({
      ...state,
      add: (line) => controller.send({ type: 'basket.add', line }),
      increase: (line) => controller.send({ type: 'basket.increase', line }),
      decrease: (line) => controller.send({ type: 'basket.decrease', line }),
      remove: (line) => controller.send({ type: 'basket.remove', line }),
      choosePublication: (line, IdPublication) =>
        controller.send({ type: 'basket.choosePublication', line, IdPublication }),
      applyCode: (code) => controller.send({ type: 'basket.applyCode', code }),
      removeCode: () => controller.send({ type: 'basket.removeCode' }),
      reload: () => controller.send({ type: 'basket.reload' }),
      retryMerge: () => controller.send({ type: 'basket.retryMerge' }),
    }),
    [controller, state],
  );
}

/** Items beside « Mon Panier », reductions left out. */
export function useBasketItemCount(): number {
  const controller = useBasketController();
  return useSyncExternalStore(
    controller.subscribe,
    () => controller.getState().basket.count,
    () => controller.getServerState().basket.count,
  );
}
