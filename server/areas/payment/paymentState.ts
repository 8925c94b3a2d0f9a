import type { components } from '../../../openapi/generated/schema.d.ts';
import { selectCommandeState } from '../../../machines/order/selectors.ts';
import { selectAttemptState } from '../../../machines/payment/selectors.ts';
import { ATTEMPT_VALIDITY_MINUTES } from '../../../domain/order/paymentIncidents.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { latestAttempt, type PaymentAttempt } from './attemptRepository.ts';
import { attemptSnapshotOf, moveAttempt, commandeSnapshotOf } from './machineSteps.ts';
import {
  etatCommandeLibelle,
  findCommandeOfAccount,
  lockCommande,
  type PayableCommande,
} from './commandeRepository.ts';
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
export async function hasLiveAttempt(tx: Transaction, commande: PayableCommande, now: Date): Promise<boolean> {
  const attempt = await latestAttempt(tx, commande.id);
  if (!attempt || !isAtProvider(attempt)) return false;
  if (!isOverdue(attempt, now)) return true;
  await moveAttempt(tx, commande, attempt, { type: 'payment.timedOut' });
  return false;
}

/**
 * Closes the order's last attempt as expired if it is still open past its validity: the one change a reading of
 * the payment state makes, under the order's lock like every other change, so a notification arriving meanwhile
 * is applied before or after it, never half-way.
 */
async function expireOverdueAttempt(db: Database, idCommande: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const commande = await lockCommande(tx, idCommande);
    const attempt = commande ? await latestAttempt(tx, idCommande) : undefined;
    if (!commande || !attempt || !isOverdue(attempt, now)) return 0;
    return (await moveAttempt(tx, commande, attempt, { type: 'payment.timedOut' })).queued;
  });
}

async function toView(db: Database, commande: PayableCommande, attempt: PaymentAttempt | undefined) {
  const attemptState = attempt ? selectAttemptState(attemptSnapshotOf(attempt.etatMachine)) : null;
  const view: EtatPaiementCommande = {
    IdCommande: commande.id,
    Numero: commande.numero,
    IdEtatCommande: commande.idEtatCommande,
    EtatCommande: await etatCommandeLibelle(db, commande.idEtatCommande),
    TotalTTCCentimes: commande.totalTtcCentimes,
    EtatPaiement: attemptState,
    Issue: paymentIssueOf(selectCommandeState(commandeSnapshotOf(commande.etatMachine)), attemptState),
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
  let commande = await findCommandeOfAccount(db, input.idCommande, input.idCompte);
  if (!commande) return undefined;
  let attempt = await latestAttempt(db, commande.id);
  if (attempt && isOverdue(attempt, input.now)) {
    if ((await expireOverdueAttempt(db, commande.id, input.now)) > 0) input.onQueued();
    commande = (await findCommandeOfAccount(db, input.idCommande, input.idCompte)) ?? commande;
    attempt = await latestAttempt(db, commande.id);
  }
  return toView(db, commande, attempt);
}
