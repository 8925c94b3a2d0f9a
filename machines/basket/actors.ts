import { fromPromise } from 'xstate';
import type { BasketDependencies, BasketOperation, LocalBasket, Panier } from './types.ts';

export interface MergeInput {
  basket: LocalBasket;
}

export interface SaveInput {
  operation: BasketOperation;
}

export interface CodeInput {
  code: string;
}

/** The machine's server calls over its dependencies; leaving a state aborts its call. */
export function createBasketActors(deps: BasketDependencies) {
  return {
    loadBasket: fromPromise<Panier>(({ signal }) => deps.api.get(signal)),
    mergeBasket: fromPromise<Panier, MergeInput>(({ input, signal }) => deps.api.merge(input.basket, signal)),
    saveBasket: fromPromise<Panier, SaveInput>(({ input, signal }) => deps.api.save(input.operation, signal)),
    applyCode: fromPromise<Panier, CodeInput>(({ input, signal }) => deps.api.applyCode(input.code, signal)),
    removeCode: fromPromise<Panier>(({ signal }) => deps.api.removeCode(signal)),
  };
}

export type BasketActors = ReturnType<typeof createBasketActors>;
