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

/**
 * « Supprimer », asked for confirmation, offered only when the server's rule allows it (Compte.Suppression): otherwise
 * the section says why, once, and offers nothing. A refusal the server gives all the same (the account changed
 * meanwhile) is said under the button, and only there.
 */
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
      {!compte.Suppression.Supprimable ? (
        <p className={styles.failure}>
          <strong>{T.remove.refusedTitle} : </strong>
          {compte.Suppression.Raison}
        </p>
      ) : (
        <DeleteControls
          compte={compte}
          isConfirming={isConfirming}
          isDeleting={isDeleting}
          refusal={refusal}
          onRequest={onRequest}
          onConfirm={onConfirm}
          onDismiss={onDismiss}
        />
      )}
    </section>
  );
}

function DeleteControls({
  compte,
  isConfirming,
  isDeleting,
  refusal,
  onRequest,
  onConfirm,
  onDismiss,
}: DeleteAccountSectionProps) {
  return (
    <>
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
    </>
  );
}
