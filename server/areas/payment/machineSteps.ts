import type { StateValue } from 'xstate';
import { orderMachine } from '../../../machines/order/orderMachine.ts';
import { commandeEventOfPaymentOutcome } from '../../../machines/order/paymentOutcomeEvent.ts';
import { selectEtatCommande, type CommandeSnapshot } from '../../../machines/order/selectors.ts';
import type { CommandeEvent } from '../../../machines/order/types.ts';
import { paymentMachine } from '../../../machines/payment/paymentMachine.ts';
import type { PaymentSnapshot } from '../../../machines/payment/selectors.ts';
import type { PaymentEvent, ReportOutcomeParams } from '../../../machines/payment/types.ts';
import { applyToPersisted, type NamedAction } from '../../../machines/persistedTransition.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { outboxNaturesOf } from '../../platform/outbox/natures.ts';
import { queueOutboxEvents } from '../../platform/outbox/queue.ts';
import { saveAttemptState, type PaymentAttempt } from './attemptRepository.ts';
import { saveCommandeState, type PayableCommande } from './commandeRepository.ts';

export function commandeSnapshotOf(etatMachine: StateValue): CommandeSnapshot {
  return orderMachine.resolveState({ value: etatMachine, context: undefined });
}

export function attemptSnapshotOf(etatMachine: StateValue): PaymentSnapshot {
  return paymentMachine.resolveState({ value: etatMachine, context: undefined });
}

/**
 * Applies an event to a locked order's machine and stores the state it reaches (its IdEtatCommande with it).
 * Returns the order as it now stands and the effects the transition took.
 */
export async function moveCommande(
  tx: Transaction,
  commande: PayableCommande,
  event: CommandeEvent,
): Promise<{ commande: PayableCommande; actions: NamedAction[]; changed: boolean }> {
  const step = applyToPersisted(orderMachine, commande.etatMachine, event);
  if (!step.changed) return { commande, actions: step.actions, changed: false };
  const moved = { ...commande, etatMachine: step.value, idEtatCommande: selectEtatCommande(step.snapshot) };
  await saveCommandeState(tx, commande.id, moved);
  return { commande: moved, actions: step.actions, changed: true };
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
  paidCommande: boolean;
}

/**
 * Applies an event to one attempt of a locked order, stores its new state and forwards the outcome it reports to
 * the order machine, whose effects are queued in the outbox. An event the attempt's state does not take (a second
 * outcome after a final one) changes nothing.
 */
export async function moveAttempt(
  tx: Transaction,
  commande: PayableCommande,
  attempt: PaymentAttempt,
  event: PaymentEvent,
  details: AttemptDetails = {},
): Promise<AttemptMove> {
  const step = applyToPersisted(paymentMachine, attempt.etatMachine, event);
  if (!step.accepted) return { accepted: false, queued: 0, paidCommande: false };
  await saveAttemptState(tx, attempt.id, { etatMachine: step.value, ...details });
  let current = commande;
  let queued = 0;
  let paidCommande = false;
  for (const action of step.actions) {
    if (action.type !== 'reportOutcome') continue;
    const { outcome } = action.params as ReportOutcomeParams;
    const moved = await moveCommande(tx, current, commandeEventOfPaymentOutcome(outcome));
    current = moved.commande;
    paidCommande ||= outcome === 'succeeded' && moved.changed;
    queued += await queueOutboxEvents(tx, commande.id, outboxNaturesOf(moved.actions));
  }
  return { accepted: true, queued, paidCommande };
}
