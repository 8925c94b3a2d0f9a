import { fromPromise } from 'xstate';
import type { AnnulerInput, PriceChangeDependencies, PrixPublication, ProgrammerInput } from './types.ts';

/** The machine's server calls over its dependencies; leaving the state aborts them. */
export function createPriceChangeActors(deps: PriceChangeDependencies) {
  return {
    programmerPrix: fromPromise<PrixPublication, ProgrammerInput>(({ input, signal }) =>
      deps.api.programmer(input, signal),
    ),
    annulerPrix: fromPromise<PrixPublication, AnnulerInput>(({ input, signal }) => deps.api.annuler(input, signal)),
  };
}

export type PriceChangeActors = ReturnType<typeof createPriceChangeActors>;
