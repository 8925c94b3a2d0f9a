import { fromPromise } from 'xstate';
import type { DeliveryRetryDependencies, LivraisonResume, RelancerInput } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createDeliveryRetryActors(deps: DeliveryRetryDependencies) {
  return {
    relancerLivraison: fromPromise<LivraisonResume, RelancerInput>(({ input, signal }) =>
      deps.api.relancer(input.id, signal),
    ),
  };
}

export type DeliveryRetryActors = ReturnType<typeof createDeliveryRetryActors>;
