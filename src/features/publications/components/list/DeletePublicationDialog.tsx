import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';

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
    <ConfirmDialog
      isOpen={titre !== null}
      title={`Supprimer la publication « ${titre} » ?`}
      confirmLabel="Supprimer"
      pendingLabel="Suppression en cours..."
      isDestructive
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      La publication sera définitivement supprimée, ainsi que les lignes de votre panier qui la concernent.
    </ConfirmDialog>
  );
}
