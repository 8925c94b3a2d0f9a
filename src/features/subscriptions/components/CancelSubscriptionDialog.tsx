import type { CancelDialogState } from '../../../../machines/subscriptionCancel/selectors.ts';
import { SUBSCRIPTION_TEXTS as T } from '../../../../domain/subscription/subscriptionTexts.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';

export interface CancelSubscriptionDialogProps {
  state: CancelDialogState;
  onConfirm(): void;
  onRetry(): void;
  onDismiss(): void;
}

/** Asks before a subscription stops renewing; after a failure, says so and offers to try again. */
export function CancelSubscriptionDialog({ state, onConfirm, onRetry, onDismiss }: CancelSubscriptionDialogProps) {
  if (!state.open) return null;
  return (
    <ConfirmDialog
      isOpen
      title={T.confirmTitle(state.abonnement.Libelle)}
      confirmLabel={T.confirm}
      pendingLabel={T.cancelling}
      cancelLabel={T.keep}
      isDestructive
      isPending={state.step === 'cancelling'}
      onConfirm={onConfirm}
      onCancel={onDismiss}
      failure={
        state.step === 'failed' ? { message: T.cancelFailed, detail: state.error, retryLabel: T.retry, onRetry } : null
      }
    >
      {T.confirmText(formatDate(state.abonnement.DateFin))}
    </ConfirmDialog>
  );
}
