import { useSelector } from '@xstate/react';
import { STAFF_REFUND_TEXTS as T } from '../../../../domain/order/paymentIncidents.ts';
import { selectRefundDialog } from '../../../../machines/paymentRefund/selectors.ts';
import type { PaiementARembourser } from '../../../../machines/paymentRefund/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { BoCommande } from '../api/getBoCommande.ts';
import { usePaymentRefundActor } from '../hooks/usePaymentRefundActor.ts';
import { PaymentFacts, PaymentNotice } from './PaymentNotice.tsx';
import styles from './PaymentsToRefund.module.css';

function paymentFacts(paiement: PaiementARembourser): [string, string][] {
  return [
    [T.amount, formatPrice(paiement.MontantCentimes)],
    [T.notifiedOn, formatDateHourMinute(paiement.DateIncident)],
    [T.transaction, paiement.NumeroTransaction],
  ];
}

/**
 * The order's payments « à rembourser » (a success notified when it no longer awaited payment), and the one thing
 * staff do about each: refund it at the provider, then confirm it here (the payment refund machine), which issues
 * its credit note.
 */
export function PaymentsToRefund({ commande }: { commande: BoCommande }) {
  const refund = usePaymentRefundActor();
  const dialog = useSelector(refund, selectRefundDialog);
  return (
    <PaymentNotice id="payments-to-refund-title" title={T.title} lead={T.lead} tone="danger">
      {commande.PaiementsARembourser.map((paiement) => (
        <div key={paiement.IdPaiement} className={styles.payment}>
          <PaymentFacts facts={paymentFacts(paiement)} />
          <div>
            <Button
              variant="secondary"
              isDisabled={dialog.open}
              onPress={() => refund.send({ type: 'paymentRefund.request', commande, paiement })}
            >
              {T.confirmButton}
            </Button>
          </div>
        </div>
      ))}
      {dialog.open && (
        <ConfirmDialog
          isOpen
          title={T.confirmTitle(formatPrice(dialog.paiement.MontantCentimes))}
          confirmLabel={T.confirmAction}
          pendingLabel={T.pending}
          cancelLabel={T.keep}
          isPending={dialog.step === 'refunding'}
          onConfirm={() => refund.send({ type: 'paymentRefund.confirm' })}
          onCancel={() => refund.send({ type: 'paymentRefund.dismiss' })}
          failure={
            dialog.step === 'failed'
              ? {
                  message: T.failed,
                  detail: dialog.error,
                  retryLabel: T.retry,
                  onRetry: () => refund.send({ type: 'paymentRefund.retry' }),
                }
              : null
          }
        >
          {T.confirm(formatPrice(dialog.paiement.MontantCentimes), dialog.paiement.NumeroTransaction)}
        </ConfirmDialog>
      )}
    </PaymentNotice>
  );
}
