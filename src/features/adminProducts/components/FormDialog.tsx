import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import modal from '../../../components/ui/Modal.module.css';
import styles from './AdminProducts.module.css';

export interface FormDialogProps {
  title: string;
  /** A second line under the title (the product's label). */
  subtitle?: string;
  onClose: () => void;
  /** True while a save runs: the dialog may not be closed then. */
  isPending: boolean;
  children: ReactNode;
}

/**
 * A product's or a new code's form over the list. A click beside it does not throw away what was typed; Escape and
 * Annuler are deliberate. react-aria keeps the focus inside and gives it back on closing.
 */
export function FormDialog({ title, subtitle, onClose, isPending, children }: FormDialogProps) {
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={`${modal.scrollingModal} ${styles.dialog}`}>
        <Dialog className={modal.scrollingDialog}>
          <div className={modal.header}>
            <Heading slot="title" className={modal.title}>
              {title}
            </Heading>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
