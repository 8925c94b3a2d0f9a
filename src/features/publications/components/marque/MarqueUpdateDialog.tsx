import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import modal from '../../../../components/ui/Modal.module.css';
import { MarqueUpdateForm, type MarqueUpdateFormProps } from './MarqueUpdateForm.tsx';
import styles from './MarqueUpdateDialog.module.css';

export type MarqueUpdateDialogProps = MarqueUpdateFormProps;

/**
 * « Signaler une mise à jour »: the author corrects the brand's details, which are forwarded to the referencing
 * provider. Escape and Annuler close it; react-aria keeps the focus inside and gives it back on closing.
 */
export function MarqueUpdateDialog(props: MarqueUpdateDialogProps) {
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen
      // A click beside the dialog must not throw away what was typed; Escape and Annuler are deliberate.
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
    >
      <Modal className={`${modal.scrollingModal} ${styles.modal}`}>
        <Dialog className={modal.scrollingDialog}>
          <div className={`${modal.header} ${styles.header}`}>
            <Heading slot="title" className={modal.title}>
              Signaler une mise à jour de la marque
            </Heading>
            <p className={styles.marqueName}>{props.marque.Libelle}</p>
          </div>
          <MarqueUpdateForm {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
