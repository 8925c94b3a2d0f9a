import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from './Button.tsx';
import modal from './Modal.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** A confirmation that destroys something shows its button in the danger colour. */
  isDestructive?: boolean;
  /** The answer that changes nothing, « Annuler » by default. */
  cancelLabel?: string;
  isPending: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** After a failed attempt: what went wrong, said as an alert, and the confirming button tries again. */
  failure?: ConfirmFailure | null;
}

export interface ConfirmFailure {
  message: string;
  /** The server's own words, when it said why. */
  detail?: string | null;
  retryLabel: string;
  onRetry(): void;
}

/** Asks before an action that cannot simply be undone; after a failure, says so and offers to try again. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isDestructive = false,
  cancelLabel = 'Annuler',
  isPending,
  onConfirm,
  onCancel,
  failure = null,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen={isOpen}
      // Escape or a click outside cancels, except while the action is under way.
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={`${modal.modal} ${styles.modal}`}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={modal.title}>
            {title}
          </Heading>
          <p className={styles.text}>{children}</p>
          {failure && (
            <div role="alert" className={styles.error}>
              <p>{failure.message}</p>
              {failure.detail && <p>{failure.detail}</p>}
            </div>
          )}
          <div className={styles.actions}>
            {/* A confirmation opens on its least destructive answer (WAI-ARIA alert dialog pattern). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              className={isDestructive ? styles.danger : undefined}
              onPress={failure ? failure.onRetry : onConfirm}
              isPending={isPending}
            >
              {isPending ? pendingLabel : (failure?.retryLabel ?? confirmLabel)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
