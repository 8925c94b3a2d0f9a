import {
  BO_COMMANDE_NOT_FOUND,
  BO_COMMANDE_REFUSALS,
  type BoCommandeAction,
} from '../../../domain/order/boCommandeTexts.ts';
import { staffEventOf } from '../../../machines/order/staffActions.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { outboxNaturesOf } from '../../platform/outbox/natures.ts';
import { queueOutboxEvents } from '../../platform/outbox/queue.ts';
import { LIVE_ATTEMPT_REFUSALS } from '../../../domain/order/paymentIncidents.ts';
import {
  moveCommande,
  commandeSnapshotOf,
  etatCommandeLibelle,
  lockCommande,
  hasLiveAttempt,
} from '../payment/public.ts';

/**
 * Moves an order on a back-office action, the order row locked until the transaction ends: an action its state
 * does not take answers 409 and writes nothing; the effects the move takes (a credit note) are queued in the
 * outbox. Returns how many outbox rows were queued.
 */
export async function changeCommandeState(
  tx: Transaction,
  idCommande: number,
  action: BoCommandeAction,
): Promise<number> {
  const commande = await lockCommande(tx, idCommande);
  if (!commande) throw new HttpError(404, BO_COMMANDE_NOT_FOUND);
  const snapshot = commandeSnapshotOf(commande.etatMachine);
  const event = staffEventOf(action, snapshot);
  if (!snapshot.can(event)) {
    throw new HttpError(409, BO_COMMANDE_REFUSALS[action](await etatCommandeLibelle(tx, commande.idEtatCommande)));
  }
  // One charge: an unpaid order is not cancelled while its last attempt may still be paid at the provider.
  if (event.type === 'order.cancelled' && (await hasLiveAttempt(tx, commande, new Date()))) {
    throw new HttpError(409, LIVE_ATTEMPT_REFUSALS.cancel);
  }
  const current = (await lockCommande(tx, idCommande)) ?? commande;
  const moved = await moveCommande(tx, current, event);
  return queueOutboxEvents(tx, idCommande, outboxNaturesOf(moved.actions));
}
