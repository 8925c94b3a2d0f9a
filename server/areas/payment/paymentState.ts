import type { components } from '../../../openapi/generated/schema.d.ts';
import { selectOrderState } from '../../../machines/order/selectors.ts';
import { selectAttemptState } from '../../../machines/payment/selectors.ts';
import { ATTEMPT_VALIDITY_MINUTES } from '../../../domain/order/paymentIncidents.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { latestAttempt, type PaymentAttempt } from './attemptRepository.ts';
import { attemptSnapshotOf, moveAttempt, orderSnapshotOf } from './machineSteps.ts';
import { etatCommandeLibelle, findOrderOfAccount, lockOrder, type PayableOrder } from './orderRepository.ts';
import { paymentIssueOf } from './paymentIssue.ts';

export type EtatPaiementCommande = components['schemas']['EtatPaiementCommande'];

/**
 * How long an attempt may stay without the provider's word. The provider's payment page gives up after about ten
 * minutes; past twice that, no notification is coming and the order may be paid again.
 */
export const ATTEMPT_VALIDITY_MS = ATTEMPT_VALIDITY_MINUTES * 60 * 1000;

function isAtProvider(attempt: PaymentAttempt): boolean {
  const state = selectAttemptState(attemptSnapshotOf(attempt.etatMachine));
  return state === 'created' || state === 'redirected';
}

function isOverdue(attempt: PaymentAttempt, now: Date): boolean {
  return isAtProvider(attempt) && attempt.dateCreation.getTime() + ATTEMPT_VALIDITY_MS <= now.getTime();
}

/**
 * In a transaction holding the order's lock: whether its last attempt is still at the provider and valid, which
 * neither a new attempt nor a cancellation may cross. An overdue one is closed as expired first.
 */
export async function hasLiveAttempt(tx: Transaction, order: PayableOrder, now: Date): Promise<boolean> {
  const attempt = await latestAttempt(tx, order.id);
  if (!attempt || !isAtProvider(attempt)) return false;
  if (!isOverdue(attempt, now)) return true;
  await moveAttempt(tx, order, attempt, { type: 'payment.timedOut' });
  return false;
}

/**
 * Closes the order's last attempt as expired if it is still open past its validity: the one change a reading of
 * the payment state makes, under the order's lock like every other change, so a notification arriving meanwhile
 * is applied before or after it, never half-way.
 */
async function expireOverdueAttempt(db: Database, idCommande: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, idCommande);
    const attempt = order ? await latestAttempt(tx, idCommande) : undefined;
    if (!order || !attempt || !isOverdue(attempt, now)) return 0;
    return (await moveAttempt(tx, order, attempt, { type: 'payment.timedOut' })).queued;
  });
}

async function toView(db: Database, order: PayableOrder, attempt: PaymentAttempt | undefined) {
  const attemptState = attempt ? selectAttemptState(attemptSnapshotOf(attempt.etatMachine)) : null;
  const view: EtatPaiementCommande = {
    IdCommande: order.id,
    Numero: order.numero,
    IdEtatCommande: order.idEtatCommande,
    EtatCommande: await etatCommandeLibelle(db, order.idEtatCommande),
    TotalTTCCentimes: order.totalTtcCentimes,
    EtatPaiement: attemptState,
    Issue: paymentIssueOf(selectOrderState(orderSnapshotOf(order.etatMachine)), attemptState),
  };
  return view;
}

export interface PaymentStateInput {
  idCompte: number;
  idCommande: number;
  now: Date;
  /** Called when closing an attempt queued effects for the outbox. */
  onQueued: () => void;
}

/** Where the payment of the caller's order stands; undefined when the order is not theirs. */
export async function readPaymentState(
  db: Database,
  input: PaymentStateInput,
): Promise<EtatPaiementCommande | undefined> {
  let order = await findOrderOfAccount(db, input.idCommande, input.idCompte);
  if (!order) return undefined;
  let attempt = await latestAttempt(db, order.id);
  if (attempt && isOverdue(attempt, input.now)) {
    if ((await expireOverdueAttempt(db, order.id, input.now)) > 0) input.onQueued();
    order = (await findOrderOfAccount(db, input.idCommande, input.idCompte)) ?? order;
    attempt = await latestAttempt(db, order.id);
  }
  return toView(db, order, attempt);
}
