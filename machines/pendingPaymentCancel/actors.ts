import { fromPromise } from 'xstate';
import type { AnnulerPaiementInput, BoCommande, PendingPaymentCancelDependencies } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createPendingPaymentCancelActors(deps: PendingPaymentCancelDependencies) {
  return {
    annulerPaiement: fromPromise<BoCommande, AnnulerPaiementInput>(({ input, signal }) =>
      deps.api.annulerPaiement(input.idCommande, signal),
    ),
  };
}

export type PendingPaymentCancelActors = ReturnType<typeof createPendingPaymentCancelActors>;
