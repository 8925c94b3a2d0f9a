import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import modal from '../../../../components/ui/Modal.module.css';
import { BrandUpdateForm, type BrandUpdateFormProps } from './BrandUpdateForm.tsx';
import styles from './BrandUpdateDialog.module.css';

export type BrandUpdateDialogProps = BrandUpdateFormProps;

/**
 * « Signaler une mise à jour »: the author corrects the brand's details, which are forwarded to the referencing
 * provider. Escape and Annuler close it; react-aria keeps the focus inside and gives it back on closing.
 */
export function BrandUpdateDialog(props: BrandUpdateDialogProps) {
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
            <p className={styles.brandName}>{props.marque.Libelle}</p>
          </div>
          <BrandUpdateForm {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
