import { useSelector } from '@xstate/react';
import { REFERENCING_TEXTS as T } from '../../../../../domain/referencing/referencingTexts.ts';
import { selectDialog } from '../../../../../machines/referencingCorrection/selectors.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';
import type { Publication } from '../../api/getPublication.ts';
import type { ReferencingCorrectionActorRef } from '../../hooks/useReferencingCorrectionActor.ts';
import { titleOf } from '../list/publicationText.ts';

export interface CorrectReferencingProps {
  publication: Publication;
  correction: ReferencingCorrectionActorRef;
}

/**
 * « Corriger » for a publication the catalogue rejected, after a confirmation (the referencing correction machine):
 * the publication becomes a draft again, and the wizard opens where the catalogue's messages point.
 */
export function CorrectReferencing({ publication, correction }: CorrectReferencingProps) {
  const dialog = useSelector(correction, selectDialog);
  return (
    <>
      <Button
        isDisabled={dialog.open}
        onPress={() => correction.send({ type: 'referencingCorrection.request', publication })}
      >
        {T.correct}
      </Button>
      {dialog.open && (
        <ConfirmDialog
          isOpen
          title={T.correctTitle(titleOf(dialog.publication))}
          confirmLabel={T.correct}
          pendingLabel={T.correcting}
          cancelLabel={T.keep}
          isPending={dialog.step === 'correcting'}
          onConfirm={() => correction.send({ type: 'referencingCorrection.confirm' })}
          onCancel={() => correction.send({ type: 'referencingCorrection.dismiss' })}
          failure={
            dialog.step === 'failed'
              ? {
                  message: T.correctFailed,
                  detail: dialog.error,
                  retryLabel: T.retry,
                  onRetry: () => correction.send({ type: 'referencingCorrection.retry' }),
                }
              : null
          }
        >
          {T.correctText}
        </ConfirmDialog>
      )}
    </>
  );
}
