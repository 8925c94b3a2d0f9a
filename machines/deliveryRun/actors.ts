import { fromPromise } from 'xstate';
import type { DeliveryRunDependencies, ResultatLivraison } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createDeliveryRunActors(deps: DeliveryRunDependencies) {
  return {
    livrer: fromPromise<ResultatLivraison, null>(({ signal }) => deps.api.livrer(signal)),
  };
}

export type DeliveryRunActors = ReturnType<typeof createDeliveryRunActors>;
