import type { components } from '../../../openapi/generated/schema.d.ts';
import { orderMachine } from '../../../machines/order/orderMachine.ts';
import { selectEtatCommande } from '../../../machines/order/selectors.ts';
import { applyToPersisted, startPersisted } from '../../../machines/persistedTransition.ts';
import { checkoutBlockers, VERSION_CGV } from '../../../domain/order/checkoutRules.ts';
import { COMMANDE_REFUSALS } from '../../../domain/order/commandeRefusals.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { outboxNaturesOf } from '../../platform/outbox/natures.ts';
import { queueOutboxEvents } from '../../platform/outbox/queue.ts';
import { loadBillingIdentity } from './billingIdentity.ts';
import { checkoutConditions } from './conditions.ts';
import { snapshotLines } from './lineSnapshot.ts';
import { markPlaced, saveLineSnapshots } from './repository.ts';
import { blockerRefusal } from './rules.ts';
import { toPanier, loadLines, loadWorld, lockBasket, appliedCode, reconcileReduction } from '../basket/public.ts';

type CommandeValidation = components['schemas']['CommandeValidation'];

function refuse(message: string): never {
  throw new HttpError(409, message);
}

export interface PlacedCommande {
  idCommande: number;
  /** How many outbox rows the order queued: a 0 € order is invoiced and confirmed at once. */
  queued: number;
}

/** The order machine's state as the order is placed: paid already when there is nothing to pay. */
function placedState(totalTtcCentimes: number) {
  const placed = startPersisted(orderMachine);
  if (totalTtcCentimes > 0) return placed;
  return applyToPersisted(orderMachine, placed.value, { type: 'order.settledWithoutPayment' });
}

/**
 * Turns the caller's basket into an order, in the transaction given (which holds the basket's lock until it
 * ends): every amount is priced again from the catalogue, and each rule the confirmation page shows is checked
 * once more, so that a refusal leaves the basket exactly as it was. An order of 0 € is settled there and then:
 * its invoice, its confirmation e-mail and its subscriptions are queued as a payment would queue them.
 */
export async function placeCommande(
  tx: Transaction,
  idCompte: number,
  validation: CommandeValidation,
): Promise<PlacedCommande> {
  const idCommande = await lockBasket(tx, idCompte);
  const world = await loadWorld(tx, idCompte);
  const lines = await loadLines(tx, idCommande);
  const facturation = await loadBillingIdentity(tx, idCompte);
  const panier = toPanier(world, idCommande, lines, null);
  const conditions = checkoutConditions(world, lines, facturation, panier);
  // The confirmation page's own blockers, in its order: the server refuses exactly what the page shows.
  const [blocker] = checkoutBlockers(conditions);
  if (blocker) refuse(blockerRefusal(blocker, conditions));
  // A code valid when it was applied may have expired since: the customer must see the new total first.
  if (reconcileReduction(world, lines).withdrawn) refuse(COMMANDE_REFUSALS.codeExpired);
  if (validation.VersionCGV !== VERSION_CGV) refuse(COMMANDE_REFUSALS.cgvOutdated);
  const waived = validation.DemandeExecutionImmediate && validation.RenonceDroitRetractation;
  if (conditions.ExecutionImmediateRequise && !waived) refuse(COMMANDE_REFUSALS.immediateStartRequired);

  const snapshots = snapshotLines(panier);
  await saveLineSnapshots(tx, snapshots);
  const totalHt = snapshots.reduce((sum, line) => sum + line.montantHtCentimes, 0);
  const placed = placedState(panier.TotalTTCCentimes);
  await markPlaced(tx, idCommande, {
    idEtatCommande: selectEtatCommande(placed.snapshot),
    etatMachine: placed.value,
    codeReduction: appliedCode(world, lines),
    montantProduitsTtcCentimes: panier.MontantProduitsTTCCentimes,
    montantReductionTtcCentimes: panier.MontantReductionTTCCentimes,
    totalHtCentimes: totalHt,
    totalTvaCentimes: panier.TotalTTCCentimes - totalHt,
    totalTtcCentimes: panier.TotalTTCCentimes,
    facturation,
    versionCgv: VERSION_CGV,
    demandeExecutionImmediate: validation.DemandeExecutionImmediate,
    renonceDroitRetractation: validation.RenonceDroitRetractation,
  });
  const queued = await queueOutboxEvents(tx, idCommande, outboxNaturesOf(placed.actions));
  return { idCommande, queued };
}
