import { fromPromise } from 'xstate';
import type {
  CheckoutDependencies,
  Commande,
  ConditionsCommande,
  FormulairePaiement,
  PlaceOrderInput,
  StartPaymentInput,
} from './types.ts';

/** The confirmation's server calls over its dependencies; leaving a state aborts its call. */
export function createCheckoutActors(deps: CheckoutDependencies) {
  return {
    loadConditions: fromPromise<ConditionsCommande>(({ signal }) => deps.api.conditions(signal)),
    placeOrder: fromPromise<Commande, PlaceOrderInput>(({ input, signal }) => deps.api.placeOrder(input, signal)),
    startPayment: fromPromise<FormulairePaiement, StartPaymentInput>(({ input, signal }) =>
      deps.api.startPayment(input, signal),
    ),
  };
}

export type CheckoutActors = ReturnType<typeof createCheckoutActors>;
