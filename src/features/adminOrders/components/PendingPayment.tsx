import { useSelector } from '@xstate/react';
import { STAFF_PENDING_PAYMENT_TEXTS as T } from '../../../../domain/order/pendingPayment.ts';
import { selectDialog } from '../../../../machines/pendingPaymentCancel/selectors.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDate, formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { BoCommande } from '../api/getBoCommande.ts';
import { usePendingPaymentCancelActor } from '../hooks/usePendingPaymentCancelActor.ts';
import { PaymentFacts, PaymentNotice } from './PaymentNotice.tsx';
import styles from './PendingPayment.module.css';

type PaiementEnAttente = NonNullable<BoCommande['PaiementEnAttente']>;

function attemptFacts(attempt: PaiementEnAttente): [string, string][] {
  return [
    [T.date, formatDateHourMinute(attempt.DateCreation)],
    [T.amount, formatPrice(attempt.MontantCentimes)],
    [T.reference, attempt.ReferenceTransaction ?? T.unknownReference],
    [T.transaction, attempt.NumeroTransaction],
    [T.providerStatus, attempt.StatutPrestataire],
    [T.validUntil, formatDate(attempt.ValableJusquAu)],
  ];
}

/**
 * The attempt an order's payment awaits, and the two things staff can do: wait for the provider's word, or cancel
 * the attempt there after a confirmation (the pending payment cancel machine).
 */
export function PendingPayment({ commande, attempt }: { commande: BoCommande; attempt: PaiementEnAttente }) {
  const cancel = usePendingPaymentCancelActor();
  const dialog = useSelector(cancel, selectDialog);
  return (
    <PaymentNotice id="pending-payment-title" title={T.title} lead={T.lead} tone="warning">
      <PaymentFacts facts={attemptFacts(attempt)} />
      <div className={styles.choices}>
        <section className={styles.choice} aria-labelledby="pending-payment-wait">
          <h5 id="pending-payment-wait" className={styles.choiceTitle}>
            {T.waitTitle}
          </h5>
          <p>{T.wait(formatDate(attempt.ValableJusquAu))}</p>
        </section>
        <section className={styles.choice} aria-labelledby="pending-payment-cancel">
          <h5 id="pending-payment-cancel" className={styles.choiceTitle}>
            {T.cancelTitle}
          </h5>
          <p>{T.cancel}</p>
          {commande.PeutAnnulerPaiement && (
            <div>
              <Button
                variant="secondary"
                isDisabled={dialog.open}
                onPress={() => cancel.send({ type: 'pendingPaymentCancel.request', commande })}
              >
                {T.cancelButton}
              </Button>
            </div>
          )}
        </section>
      </div>
      {dialog.open && (
        <ConfirmDialog
          isOpen
          title={T.confirmTitle(dialog.commande.Commande.Numero)}
          confirmLabel={T.confirmButton}
          pendingLabel={T.pending}
          cancelLabel={T.keep}
          isDestructive
          isPending={dialog.step === 'cancelling'}
          onConfirm={() => cancel.send({ type: 'pendingPaymentCancel.confirm' })}
          onCancel={() => cancel.send({ type: 'pendingPaymentCancel.dismiss' })}
          failure={
            dialog.step === 'failed'
              ? {
                  message: T.cancelFailed,
                  detail: dialog.error,
                  retryLabel: T.retry,
                  onRetry: () => cancel.send({ type: 'pendingPaymentCancel.retry' }),
                }
              : null
          }
        >
          {T.confirm(formatPrice(attempt.MontantCentimes))}
        </ConfirmDialog>
      )}
    </PaymentNotice>
  );
}
