import type { components } from '../../../openapi/generated/schema.d.ts';
import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import { selectCanStartPayment, selectCommandeState } from '../../../machines/order/selectors.ts';
import { paymentMachine } from '../../../machines/payment/paymentMachine.ts';
import { applyToPersisted, startPersisted } from '../../../machines/persistedTransition.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { insertAttempt, newTransaction } from './attemptRepository.ts';
import { moveCommande, commandeSnapshotOf } from './machineSteps.ts';
import { accountEmail, lockCommande } from './commandeRepository.ts';
import { buildPaymentForm } from './paymentForm.ts';
import { paymentRefusalOf } from './paymentIssue.ts';
import { hasLiveAttempt } from './paymentState.ts';
import { LIVE_ATTEMPT_REFUSALS } from '../../../domain/order/paymentIncidents.ts';
import { PAYMENT_REFUSALS } from '../../../domain/order/paymentMessages.ts';

export type FormulairePaiement = components['schemas']['FormulairePaiement'];

export interface StartPaymentInput {
  payment: PaymentConfig;
  publicUrl: string;
  idCompte: number;
  idCommande: number;
  now: Date;
}

/** The answer to an order that is not the caller's (another account's, a basket, an unknown id). */
export function commandeNotFound(): HttpError {
  return new HttpError(404, COMMANDE_TEXTS.notFound.message);
}

/**
 * Opens a payment attempt of the caller's order and returns the signed form the browser posts to the provider, in
 * the caller's transaction, once it has locked the order: the order machine records the new attempt, the attempt is
 * stored as handed to the browser (created, then redirected) with its form.
 */
export async function startPayment(tx: Transaction, input: StartPaymentInput): Promise<FormulairePaiement> {
  const locked = await lockCommande(tx, input.idCommande);
  if (!locked || locked.idCompte !== input.idCompte) throw commandeNotFound();
  // One charge: no second attempt while the last one may still be paid at the provider.
  if (await hasLiveAttempt(tx, locked, input.now)) throw new HttpError(409, LIVE_ATTEMPT_REFUSALS.payAgain);
  // Closing an overdue attempt moved the order: read it again.
  const commande = (await lockCommande(tx, input.idCommande)) ?? locked;
  const snapshot = commandeSnapshotOf(commande.etatMachine);
  if (!selectCanStartPayment(snapshot)) throw new HttpError(409, paymentRefusalOf(selectCommandeState(snapshot)));
  // A 0 € order is never sent to the provider, which refuses a zero amount.
  if (commande.totalTtcCentimes <= 0) throw new HttpError(409, PAYMENT_REFUSALS.nothingToPay);
  await moveCommande(tx, commande, { type: 'order.paymentStarted' });

  const created = startPersisted(paymentMachine);
  const redirected = applyToPersisted(paymentMachine, created.value, { type: 'payment.redirected' });
  const transaction = await newTransaction(tx, input.now);
  const formulaire: FormulairePaiement = {
    IdPaiement: transaction.idPaiement,
    Url: input.payment.url,
    Champs: buildPaymentForm({
      payment: input.payment,
      publicUrl: input.publicUrl,
      transaction,
      idCommande: commande.id,
      numeroCommande: commande.numero,
      montantCentimes: commande.totalTtcCentimes,
      email: await accountEmail(tx, commande.idCompte),
    }),
  };
  await insertAttempt(tx, {
    transaction,
    idCommande: commande.id,
    montantCentimes: commande.totalTtcCentimes,
    etatMachine: redirected.value,
    formulaire,
  });
  return formulaire;
}
