import { useEffect, useRef, useState } from 'react';
import { ETAT_PUBLICATION } from '../../../../../domain/referenceIds.ts';
import { toast } from '../../../../components/toast/toastQueue.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import type { Publication } from '../../api/getPublication.ts';
import { useWithdrawPublication } from '../../api/withdrawPublication.ts';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';
import { titleOf } from '../list/publicationText.ts';

export interface WithdrawFromModerationProps {
  publication: Publication;
  /** Once withdrawn, the button is gone: focus goes where the caller says. */
  onWithdrawn(): void;
}

/**
 * « Retirer de la modération » for a publication awaiting moderation, after a confirmation: the publication is a
 * draft again, which its author may change. Stays mounted once the button is gone, so that the dialog closes.
 */
export function WithdrawFromModeration({ publication, onWithdrawn }: WithdrawFromModerationProps) {
  const [isOpen, setOpen] = useState(false);
  const withdrawal = useWithdrawPublication();
  const focusOnClose = useRef(false);
  useEffect(() => {
    // Once the dialog has closed: the button it would give focus back to is gone.
    if (focusOnClose.current && !isOpen) {
      focusOnClose.current = false;
      onWithdrawn();
    }
  }, [isOpen, onWithdrawn]);
  const confirm = () =>
    withdrawal.mutate(publication.Id, {
      onSuccess: () => {
        toast.success('Publication retirée de la modération');
        focusOnClose.current = true;
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      {publication.IdEtatPublication === ETAT_PUBLICATION.enAttenteDeModeration && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Retirer de la modération
        </Button>
      )}
      <ConfirmDialog
        isOpen={isOpen}
        title={`Retirer la publication « ${titleOf(publication)} » de la modération ?`}
        confirmLabel="Retirer de la modération"
        pendingLabel="Retrait en cours..."
        isPending={withdrawal.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        Elle redevient un brouillon que vous pouvez modifier ; pour qu'elle soit référencée, il faudra la soumettre de
        nouveau en validant l'étape 5.
      </ConfirmDialog>
    </>
  );
}
