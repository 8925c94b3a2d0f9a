import type { components } from '../../../openapi/generated/schema.d.ts';
import type { CheckoutBlocker } from '../../../domain/order/checkoutRules.ts';
import { ORDER_REFUSALS } from '../../../domain/order/orderRefusals.ts';

type ConditionsCommande = components['schemas']['ConditionsCommande'];

/** What Commande_Create answers for a blocker of the confirmation page. */
export function blockerRefusal(blocker: CheckoutBlocker, conditions: ConditionsCommande): string {
  if (blocker !== 'trainingForIndividual') return ORDER_REFUSALS[blocker];
  const named = conditions.Panier.listCommandeProduit.filter((line) =>
    conditions.LignesFormationParticulier.includes(line.Id),
  );
  return ORDER_REFUSALS.trainingForIndividual(named.map((line) => line.Produit.Libelle));
}
