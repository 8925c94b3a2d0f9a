import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import type { Compte } from '../../../../machines/adminAccount/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { nameOf } from '../utils/nameOf.ts';
import styles from './AdminAccounts.module.css';

export interface DeleteAccountSectionProps {
  compte: Compte;
  isConfirming: boolean;
  isDeleting: boolean;
  /** Why the last deletion was refused (the server's message). */
  refusal: string | null;
  onRequest: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** « Supprimer », asked for confirmation; a refusal says why under the button and the account stays. */
export function DeleteAccountSection({
  compte,
  isConfirming,
  isDeleting,
  refusal,
  onRequest,
  onConfirm,
  onDismiss,
}: DeleteAccountSectionProps) {
  return (
    <section className={styles.danger} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.sectionTitle}>
        {T.remove.title}
      </h2>
      <p className={styles.lead}>{T.remove.lead}</p>
      <div className={styles.feedbackSlot}>
        {refusal && (
          <p className={styles.failure} role="alert">
            {refusal}
          </p>
        )}
      </div>
      <div>
        <Button
          variant="secondary"
          className={styles.deleteButton}
          onPress={onRequest}
          isDisabled={isConfirming || isDeleting}
        >
          {T.remove.button}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming || isDeleting}
        title={T.remove.confirmTitle(nameOf(compte))}
        confirmLabel={T.remove.confirmButton}
        pendingLabel={T.remove.pending}
        cancelLabel={T.remove.keep}
        isDestructive
        isPending={isDeleting}
        onConfirm={onConfirm}
        onCancel={onDismiss}
      >
        {T.remove.confirm(compte.Login)}
      </ConfirmDialog>
    </section>
  );
}
