import { fromPromise } from 'xstate';
import type { Abonnement, ResilierInput, SubscriptionCancelDependencies } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createSubscriptionCancelActors(deps: SubscriptionCancelDependencies) {
  return {
    resilierAbonnement: fromPromise<Abonnement, ResilierInput>(({ input, signal }) =>
      deps.api.resilier(input.id, signal),
    ),
  };
}

export type SubscriptionCancelActors = ReturnType<typeof createSubscriptionCancelActors>;
