import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { CancelDialogState } from '../../../../machines/subscriptionCancel/selectors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../../domain/subscription/subscriptionTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import modal from '../../../components/ui/Modal.module.css';
import { formatDate } from '../../../lib/format/formatDate.ts';
import styles from './CancelSubscriptionDialog.module.css';

export interface CancelSubscriptionDialogProps {
  state: CancelDialogState;
  onConfirm(): void;
  onRetry(): void;
  onDismiss(): void;
}

/** Asks before a subscription stops renewing; after a failure, says so and offers to try again. */
export function CancelSubscriptionDialog({ state, onConfirm, onRetry, onDismiss }: CancelSubscriptionDialogProps) {
  const cancelling = state.open && state.step === 'cancelling';
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen={state.open}
      // Escape or a click outside keeps the subscription, except while the cancellation is under way.
      isDismissable={!cancelling}
      isKeyboardDismissDisabled={cancelling}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
    >
      <Modal className={`${modal.modal} ${styles.modal}`}>
        {state.open && (
          <Dialog role="alertdialog" className={styles.dialog}>
            <Heading slot="title" className={modal.title}>
              {SUBSCRIPTION_TEXTS.confirmTitle(state.abonnement.Libelle)}
            </Heading>
            <p className={styles.text}>{SUBSCRIPTION_TEXTS.confirmText(formatDate(state.abonnement.DateFin))}</p>
            {state.step === 'failed' && (
              <div role="alert" className={styles.error}>
                <p>{SUBSCRIPTION_TEXTS.cancelFailed}</p>
                {state.error && <p>{state.error}</p>}
              </div>
            )}
            <div className={styles.actions}>
              {/* A destructive confirmation opens on its least destructive answer (WAI-ARIA alert dialog pattern). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <Button variant="secondary" onPress={onDismiss} isDisabled={cancelling} autoFocus>
                {SUBSCRIPTION_TEXTS.keep}
              </Button>
              {state.step === 'failed' ? (
                <Button className={styles.danger} onPress={onRetry}>
                  {SUBSCRIPTION_TEXTS.retry}
                </Button>
              ) : (
                <Button className={styles.danger} onPress={onConfirm} isPending={cancelling}>
                  {cancelling ? SUBSCRIPTION_TEXTS.cancelling : SUBSCRIPTION_TEXTS.confirm}
                </Button>
              )}
            </div>
          </Dialog>
        )}
      </Modal>
    </ModalOverlay>
  );
}
