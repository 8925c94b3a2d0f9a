import type { SnapshotFrom } from 'xstate';
import { etatCommandeOf, type OrderState } from '../../domain/order/orderStates.ts';
import type { OrderMachine } from './orderMachine.ts';

export type OrderSnapshot = SnapshotFrom<OrderMachine>;

/**
 * The domain's order state: awaiting payment is `paymentRefused` while the last attempt stands refused, and
 * `paymentPending` while it awaits the bank's decision.
 */
export function selectOrderState(snapshot: OrderSnapshot): OrderState {
  if (snapshot.matches({ awaitingPayment: 'refused' })) return 'paymentRefused';
  if (snapshot.matches({ awaitingPayment: 'pending' })) return 'paymentPending';
  if (snapshot.matches('awaitingPayment')) return 'awaitingPayment';
  if (typeof snapshot.value !== 'string') throw new Error(`Unexpected order state ${JSON.stringify(snapshot.value)}`);
  return snapshot.value;
}

/** The IdEtatCommande of `Get_EtatCommande` the order is stored and shown with. */
export function selectEtatCommande(snapshot: OrderSnapshot): number {
  return etatCommandeOf(selectOrderState(snapshot));
}

/** Whether a payment attempt may be started for the order (none is pending, nothing is paid or closed). */
export function selectCanStartPayment(snapshot: OrderSnapshot): boolean {
  return snapshot.can({ type: 'order.paymentStarted' });
}

export function selectCanCancel(snapshot: OrderSnapshot): boolean {
  return snapshot.can({ type: 'order.cancelled' });
}

/** Whether the order's last attempt awaits the bank's decision and staff may cancel it at the provider. */
export function selectCanCancelPayment(snapshot: OrderSnapshot): boolean {
  return snapshot.can({ type: 'order.paymentCancelled' });
}

export function selectCanRefund(snapshot: OrderSnapshot): boolean {
  return snapshot.can({ type: 'order.refunded' });
}
