import { createActor, type Actor } from 'xstate';
import { basketInputFrom, createBasketMachine, type BasketMachine } from '../../../machines/basket/basketMachine.ts';
import type { BasketDependencies } from '../../../machines/basket/types.ts';
import { toast } from '../../components/toast/toastQueue.ts';
import { TOAST_DURATION_BASKET, TOAST_DURATION_BASKET_MERGE } from '../../../domain/toastDurations.ts';
import { devInspect } from '../../lib/dev/inspector.ts';
import { basketApi } from './api/basketApi.ts';
import { basketStorage } from './basketStorage.ts';

const browserBasketDependencies: BasketDependencies = {
  api: basketApi,
  storage: basketStorage,
  notify: (kind, message, options) =>
    toast[kind](message, { timeout: options?.lasting ? TOAST_DURATION_BASKET_MERGE : TOAST_DURATION_BASKET }),
};

/**
 * The basket machine and XState, in a chunk of their own: a visitor who only browses does not download them;
 * the first basket edit or a sign-in does.
 */
export function createBrowserBasketActor(): Actor<BasketMachine> {
  return createActor(createBasketMachine(browserBasketDependencies), {
    input: basketInputFrom(basketStorage),
    inspect: devInspect(),
  });
}
