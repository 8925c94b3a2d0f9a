import type { SnapshotFrom } from 'xstate';
import { etatCommandeOf, type CommandeState } from '../../domain/order/commandeStates.ts';
import type { OrderMachine } from './orderMachine.ts';

export type CommandeSnapshot = SnapshotFrom<OrderMachine>;

/**
 * The domain's order state: awaiting payment is `paymentRefused` while the last attempt stands refused, and
 * `paymentPending` while it awaits the bank's decision.
 */
export function selectCommandeState(snapshot: CommandeSnapshot): CommandeState {
  if (snapshot.matches({ awaitingPayment: 'refused' })) return 'paymentRefused';
  if (snapshot.matches({ awaitingPayment: 'pending' })) return 'paymentPending';
  if (snapshot.matches('awaitingPayment')) return 'awaitingPayment';
  if (typeof snapshot.value !== 'string') throw new Error(`Unexpected order state ${JSON.stringify(snapshot.value)}`);
  return snapshot.value;
}

/** The IdEtatCommande of `Get_EtatCommande` the order is stored and shown with. */
export function selectEtatCommande(snapshot: CommandeSnapshot): number {
  return etatCommandeOf(selectCommandeState(snapshot));
}

/** Whether a payment attempt may be started for the order (none is pending, nothing is paid or closed). */
export function selectCanStartPayment(snapshot: CommandeSnapshot): boolean {
  return snapshot.can({ type: 'order.paymentStarted' });
}

export function selectCanCancel(snapshot: CommandeSnapshot): boolean {
  return snapshot.can({ type: 'order.cancelled' });
}

/** Whether the order's last attempt awaits the bank's decision and staff may cancel it at the provider. */
export function selectCanCancelPayment(snapshot: CommandeSnapshot): boolean {
  return snapshot.can({ type: 'order.paymentCancelled' });
}

export function selectCanRefund(snapshot: CommandeSnapshot): boolean {
  return snapshot.can({ type: 'order.refunded' });
}
