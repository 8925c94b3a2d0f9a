import { BO_COMMANDE_NOT_FOUND } from '../../../domain/order/boCommandeTexts.ts';
import { PENDING_PAYMENT_REFUSALS } from '../../../domain/order/pendingPayment.ts';
import { selectCanCancelPayment } from '../../../machines/order/selectors.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import {
  latestAttempt,
  latestPendingNotice,
  recordCancellation,
  cancelTransaction,
  attemptSnapshotOf,
  moveAttempt,
  commandeSnapshotOf,
  etatCommandeLibelle,
  lockCommande,
} from '../payment/public.ts';

export interface PendingPaymentCancellation {
  payment: PaymentConfig;
  idCommande: number;
  /** The staff member's login, recorded with the cancellation. */
  annulePar: string;
  /** The provider's web service; Lyra's Transaction/CancelOrRefund by default. */
  cancel?: typeof cancelTransaction;
}

/**
 * Cancels at the provider the attempt an order's payment awaits, then records it: the attempt is cancelled and the
 * order payable again. The order row stays locked from the check to the record, provider's answer included, so a
 * notification of the attempt is applied wholly before (and the order is no longer pending: 409) or wholly after (the
 * attempt is final: a late success is kept but pays nothing). A refusal or silence of the provider writes nothing.
 * Returns how many outbox rows the order's move queued.
 */
export async function cancelPendingPayment(tx: Transaction, input: PendingPaymentCancellation): Promise<number> {
  const commande = await lockCommande(tx, input.idCommande);
  if (!commande) throw new HttpError(404, BO_COMMANDE_NOT_FOUND);
  const attempt = await latestAttempt(tx, commande.id);
  const pending =
    attempt !== undefined &&
    selectCanCancelPayment(commandeSnapshotOf(commande.etatMachine)) &&
    attemptSnapshotOf(attempt.etatMachine).can({ type: 'payment.cancelled' });
  if (!pending) {
    throw new HttpError(
      409,
      PENDING_PAYMENT_REFUSALS.notPending(await etatCommandeLibelle(tx, commande.idEtatCommande)),
    );
  }
  const notice = await latestPendingNotice(tx, attempt.id);
  if (!notice?.uuid) throw new HttpError(502, PENDING_PAYMENT_REFUSALS.noReference);

  const cancel = input.cancel ?? cancelTransaction;
  await cancel(input.payment, {
    uuid: notice.uuid,
    amountCentimes: attempt.montantCentimes,
    comment: `Commande ${commande.numero} : tentative annulée depuis le back-office par ${input.annulePar}`,
  });
  const move = await moveAttempt(tx, commande, attempt, { type: 'payment.cancelled' });
  await recordCancellation(tx, attempt.id, input.annulePar);
  return move.queued;
}
