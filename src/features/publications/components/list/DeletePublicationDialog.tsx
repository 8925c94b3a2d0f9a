import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../../../../components/ui/Button.tsx';
import modal from '../../../../components/ui/Modal.module.css';
import styles from './DeletePublicationDialog.module.css';

export interface DeletePublicationDialogProps {
  /** The title of the publication to delete; the dialog is closed without one. */
  titre: string | null;
  isPending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a publication is deleted, since nothing brings it back. */
export function DeletePublicationDialog({ titre, isPending, onConfirm, onCancel }: DeletePublicationDialogProps) {
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen={titre !== null}
      // Escape or a click outside cancels, except while the deletion is under way.
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
    >
      <Modal className={`${modal.modal} ${styles.modal}`}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={modal.title}>
            Supprimer la publication « {titre} » ?
          </Heading>
          <p className={styles.text}>
            La publication sera définitivement supprimée, ainsi que les lignes de votre panier qui la concernent.
          </p>
          <div className={styles.actions}>
            {/* A destructive confirmation opens on its least destructive answer (WAI-ARIA alert dialog pattern). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
              Annuler
            </Button>
            <Button className={styles.danger} onPress={onConfirm} isPending={isPending}>
              {isPending ? 'Suppression en cours...' : 'Supprimer'}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
