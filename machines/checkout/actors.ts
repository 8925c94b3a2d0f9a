import { fromPromise } from 'xstate';
import type {
  CheckoutDependencies,
  Commande,
  ConditionsCommande,
  FormulairePaiement,
  PlaceCommandeInput,
  StartPaymentInput,
} from './types.ts';

/** The confirmation's server calls over its dependencies; leaving a state aborts its call. */
export function createCheckoutActors(deps: CheckoutDependencies) {
  return {
    loadConditions: fromPromise<ConditionsCommande>(({ signal }) => deps.api.conditions(signal)),
    placeCommande: fromPromise<Commande, PlaceCommandeInput>(({ input, signal }) =>
      deps.api.placeCommande(input, signal),
    ),
    startPayment: fromPromise<FormulairePaiement, StartPaymentInput>(({ input, signal }) =>
      deps.api.startPayment(input, signal),
    ),
  };
}

export type CheckoutActors = ReturnType<typeof createCheckoutActors>;
