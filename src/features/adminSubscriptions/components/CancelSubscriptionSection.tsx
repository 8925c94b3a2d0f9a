import { ADMIN_SUBSCRIPTION_TEXTS, SUBSCRIPTION_ENDED } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import type { AbonnementBO } from '../../../../machines/adminSubscription/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { clientName } from './clientName.ts';
import styles from './AdminSubscriptions.module.css';

const T = ADMIN_SUBSCRIPTION_TEXTS.cancel;

/** Why there is nothing to cancel, for a subscription that shows no button. */
function noCancelReason({ Etat, Abonnement: a }: AbonnementBO): string {
  if (Etat === 'termine') return SUBSCRIPTION_ENDED;
  if (a.DateResiliation) return T.alreadyCancelled(formatDate(a.DateResiliation), formatDate(a.DateFin));
  return T.notRenewing;
}

export interface CancelSubscriptionSectionProps {
  abonnement: AbonnementBO;
  canCancel: boolean;
  isConfirming: boolean;
  isCancelling: boolean;
  /** The server's reason for the last refusal, or the general message; null otherwise. */
  refusal: string | null;
  onRequest(): void;
  onConfirm(): void;
  onDismiss(): void;
}

/** « Résilier » after a confirmation; a refusal stays on the page with the server's reason. */
export function CancelSubscriptionSection({
  abonnement,
  canCancel,
  isConfirming,
  isCancelling,
  refusal,
  onRequest,
  onConfirm,
  onDismiss,
}: CancelSubscriptionSectionProps) {
  const { Abonnement: a } = abonnement;
  return (
    <section className={styles.cancel} aria-labelledby="subscription-cancel-title">
      <h2 id="subscription-cancel-title" className={styles.cancelTitle}>
        {T.title}
      </h2>
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal === T.failed ? refusal : `${T.failed} ${refusal}`}
        </p>
      )}
      {canCancel ? (
        <>
          <p className={styles.hint}>{T.hint}</p>
          <Button variant="secondary" onPress={onRequest}>
            {T.button}
          </Button>
        </>
      ) : (
        <p className={styles.hint}>{noCancelReason(abonnement)}</p>
      )}
      <ConfirmDialog
        isOpen={isConfirming || isCancelling}
        title={T.confirmTitle(a.Libelle)}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        isDestructive
        isPending={isCancelling}
        onConfirm={onConfirm}
        onCancel={onDismiss}
      >
        {T.confirmText(clientName(abonnement), formatDate(a.DateFin))}
      </ConfirmDialog>
    </section>
  );
}
