import type { components } from '../../../openapi/generated/schema.d.ts';
import type { CheckoutBlocker } from '../../../domain/order/checkoutRules.ts';
import { COMMANDE_REFUSALS } from '../../../domain/order/commandeRefusals.ts';

type ConditionsCommande = components['schemas']['ConditionsCommande'];

/** What Commande_Create answers for a blocker of the confirmation page. */
export function blockerRefusal(blocker: CheckoutBlocker, conditions: ConditionsCommande): string {
  if (blocker !== 'trainingForIndividual') return COMMANDE_REFUSALS[blocker];
  const named = conditions.Panier.listCommandeProduit.filter((line) =>
    conditions.LignesFormationParticulier.includes(line.Id),
  );
  return COMMANDE_REFUSALS.trainingForIndividual(named.map((line) => line.Produit.Libelle));
}
