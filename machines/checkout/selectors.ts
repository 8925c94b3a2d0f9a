import type { SnapshotFrom } from 'xstate';
import { checkoutBlockers, type CheckoutBlocker } from '../../domain/order/checkoutRules.ts';
import type { CheckoutMachine } from './checkoutMachine.ts';

export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** What stands in the way of ordering, whatever the customer ticks. */
export function selectBlockers(snapshot: CheckoutSnapshot): CheckoutBlocker[] {
  const { conditions } = snapshot.context;
  return conditions ? checkoutBlockers(conditions) : [];
}

/** Whether « Commander avec obligation de paiement » can be pressed now. */
export function selectCanPlaceCommande(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches('reviewing') && snapshot.can({ type: 'checkout.confirm' });
}

/** The order is being placed, its payment opened, or the browser sent away: the page waits. */
export function selectIsBusy(snapshot: CheckoutSnapshot): boolean {
  return (
    snapshot.matches('placingCommande') ||
    snapshot.matches('startingPayment') ||
    snapshot.matches('redirecting') ||
    snapshot.matches('settled')
  );
}

/** The basket costs nothing: ordering asks for no payment. */
export function selectNothingToPay(snapshot: CheckoutSnapshot): boolean {
  return snapshot.context.conditions?.Panier.TotalTTCCentimes === 0;
}

/** The answers and choices can be given now (not while the order is placed or the recap read again). */
export function selectCanAnswer(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches('reviewing');
}

/** The referencing lines that still need their publication, each with the one chosen here if any. */
export function selectLinesWithoutPublication(snapshot: CheckoutSnapshot) {
  const { conditions, choices } = snapshot.context;
  if (!conditions) return [];
  return conditions.Panier.listCommandeProduit
    .filter((line) => conditions.LignesSansPublication.includes(line.Id))
    .map((line) => ({ line, chosen: choices[line.Id] ?? null }));
}

/** The training lines a private person cannot order online, each with whether its removal is being saved. */
export function selectTrainingsForIndividual(snapshot: CheckoutSnapshot) {
  const { conditions, removals } = snapshot.context;
  if (!conditions) return [];
  return conditions.Panier.listCommandeProduit
    .filter((line) => conditions.LignesFormationParticulier.includes(line.Id))
    .map((line) => ({ line, removing: removals.includes(line.Id) }));
}
