import { fromPromise } from 'xstate';
import type { BoCommande, PaymentRefundDependencies, RembourserPaiementInput } from './types.ts';

/** The machine's server call over its dependencies; leaving the state aborts it. */
export function createPaymentRefundActors(deps: PaymentRefundDependencies) {
  return {
    rembourserPaiement: fromPromise<BoCommande, RembourserPaiementInput>(({ input, signal }) =>
      deps.api.rembourserPaiement(input, signal),
    ),
  };
}

export type PaymentRefundActors = ReturnType<typeof createPaymentRefundActors>;
