import { NOTIFICATION_REFUSALS } from '../../../domain/order/paymentMessages.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { paymentOutcomeOfTransStatus } from '../../../domain/order/transStatus.ts';
import { selectAttemptState } from '../../../machines/payment/selectors.ts';
import { findAttempt, findAttemptByTransaction, markIncident, recordNotification } from './attemptRepository.ts';
import { attemptSnapshotOf, moveAttempt } from './machineSteps.ts';
import { checkNotificationAmount, checkNotificationOrigin, type NotificationFields } from './notificationChecks.ts';
import { lockCommande } from './commandeRepository.ts';
import { isTransDate, transDayOf } from './transaction.ts';

export type NotificationResult =
  /** The same status was already recorded for the attempt: nothing changed. */
  | { repeated: true }
  | {
      repeated: false;
      accepted: boolean;
      queued: number;
      idPaiement: number;
      idCommande: number;
      /** A success that did not pay the order (no longer awaiting payment): the attempt is marked to be refunded. */
      incident: boolean;
      montantCentimes: number;
    };

/**
 * Takes a provider's notification into account: checked first (signature, shop, mode, transaction, amount), then
 * applied in one transaction that locks the order row before anything else. It is recorded once per attempt and
 * status, so a repeated notification changes nothing; the attempt's machine takes its status and the outcome it
 * reports moves the order's machine, whose effects are queued in the outbox. A success that pays nothing (the order
 * was already paid, cancelled or refunded, or the attempt was cancelled) means the customer was charged for nothing:
 * the attempt is marked to be refunded, for staff to confirm.
 */
export async function processNotification(
  db: Database,
  payment: PaymentConfig,
  fields: NotificationFields,
): Promise<NotificationResult> {
  checkNotificationOrigin(fields, payment);
  const known = isTransDate(fields.vads_trans_date)
    ? await findAttemptByTransaction(db, transDayOf(fields.vads_trans_date), fields.vads_trans_id)
    : undefined;
  if (!known) throw new HttpError(404, NOTIFICATION_REFUSALS.unknownTransaction);
  checkNotificationAmount(fields, known);

  return db.transaction(async (tx) => {
    const commande = await lockCommande(tx, known.idCommande);
    if (!commande) throw new Error(`payment ${known.id} belongs to no placed order`);
    if (!(await recordNotification(tx, known.id, fields.vads_trans_status, fields))) return { repeated: true };
    // Read again under the order's lock: another notification of the attempt may have moved it meanwhile.
    const attempt = await findAttempt(tx, known.id);
    if (!attempt) throw new Error(`payment ${known.id} vanished`);
    const move = await moveAttempt(
      tx,
      commande,
      attempt,
      { type: 'payment.notified', transStatus: fields.vads_trans_status },
      { moyenPaiement: fields.vads_card_brand, notified: true },
    );
    const charged = paymentOutcomeOfTransStatus(fields.vads_trans_status) === 'succeeded';
    const alreadySucceeded = selectAttemptState(attemptSnapshotOf(attempt.etatMachine)) === 'succeeded';
    const incident = charged && !alreadySucceeded && !move.paidCommande;
    if (incident) await markIncident(tx, attempt.id);
    return {
      repeated: false,
      accepted: move.accepted,
      queued: move.queued,
      idPaiement: attempt.id,
      idCommande: commande.id,
      incident,
      montantCentimes: attempt.montantCentimes,
    };
  });
}
