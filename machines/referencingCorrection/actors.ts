import { fromPromise } from 'xstate';
import type { CorrigerInput, Publication, ReferencingCorrectionDependencies } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createReferencingCorrectionActors(deps: ReferencingCorrectionDependencies) {
  return {
    corrigerPublication: fromPromise<Publication, CorrigerInput>(({ input, signal }) =>
      deps.api.corriger(input.id, signal),
    ),
  };
}

export type ReferencingCorrectionActors = ReturnType<typeof createReferencingCorrectionActors>;
