import type { StateValue } from 'xstate';
import { orderMachine } from '../../../machines/order/orderMachine.ts';
import { orderEventOfPaymentOutcome } from '../../../machines/order/paymentOutcomeEvent.ts';
import { selectEtatCommande, type OrderSnapshot } from '../../../machines/order/selectors.ts';
import type { OrderEvent } from '../../../machines/order/types.ts';
import { paymentMachine } from '../../../machines/payment/paymentMachine.ts';
import type { PaymentSnapshot } from '../../../machines/payment/selectors.ts';
import type { PaymentEvent, ReportOutcomeParams } from '../../../machines/payment/types.ts';
import { applyToPersisted, type NamedAction } from '../../../machines/persistedTransition.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { outboxNaturesOf } from '../../platform/outbox/natures.ts';
import { queueOutboxEvents } from '../../platform/outbox/queue.ts';
import { saveAttemptState, type PaymentAttempt } from './attemptRepository.ts';
import { saveOrderState, type PayableOrder } from './orderRepository.ts';

export function orderSnapshotOf(etatMachine: StateValue): OrderSnapshot {
  return orderMachine.resolveState({ value: etatMachine, context: undefined });
}

export function attemptSnapshotOf(etatMachine: StateValue): PaymentSnapshot {
  return paymentMachine.resolveState({ value: etatMachine, context: undefined });
}

/**
 * Applies an event to a locked order's machine and stores the state it reaches (its IdEtatCommande with it).
 * Returns the order as it now stands and the effects the transition took.
 */
export async function moveOrder(
  tx: Transaction,
  order: PayableOrder,
  event: OrderEvent,
): Promise<{ order: PayableOrder; actions: NamedAction[]; changed: boolean }> {
  const step = applyToPersisted(orderMachine, order.etatMachine, event);
  if (!step.changed) return { order, actions: step.actions, changed: false };
  const moved = { ...order, etatMachine: step.value, idEtatCommande: selectEtatCommande(step.snapshot) };
  await saveOrderState(tx, order.id, moved);
  return { order: moved, actions: step.actions, changed: true };
}

export interface AttemptDetails {
  /** vads_card_brand, when the provider gives it. */
  moyenPaiement?: string | undefined;
  /** The event is the provider's notification: the attempt keeps its date. */
  notified?: boolean;
}

export interface AttemptMove {
  /** Whether the attempt's state took the event. */
  accepted: boolean;
  /** How many outbox rows the order's effects queued. */
  queued: number;
  /** Whether the attempt's success paid the order. */
  paidOrder: boolean;
}

/**
 * Applies an event to one attempt of a locked order, stores its new state and forwards the outcome it reports to
 * the order machine, whose effects are queued in the outbox. An event the attempt's state does not take (a second
 * outcome after a final one) changes nothing.
 */
export async function moveAttempt(
  tx: Transaction,
  order: PayableOrder,
  attempt: PaymentAttempt,
  event: PaymentEvent,
  details: AttemptDetails = {},
): Promise<AttemptMove> {
  const step = applyToPersisted(paymentMachine, attempt.etatMachine, event);
  if (!step.accepted) return { accepted: false, queued: 0, paidOrder: false };
  await saveAttemptState(tx, attempt.id, { etatMachine: step.value, ...details });
  let current = order;
  let queued = 0;
  let paidOrder = false;
  for (const action of step.actions) {
    if (action.type !== 'reportOutcome') continue;
    const { outcome } = action.params as ReportOutcomeParams;
    const moved = await moveOrder(tx, current, orderEventOfPaymentOutcome(outcome));
    current = moved.order;
    paidOrder ||= outcome === 'succeeded' && moved.changed;
    queued += await queueOutboxEvents(tx, order.id, outboxNaturesOf(moved.actions));
  }
  return { accepted: true, queued, paidOrder };
}
