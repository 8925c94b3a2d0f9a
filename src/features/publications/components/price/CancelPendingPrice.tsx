import { useSelector } from '@xstate/react';
import { pendingPriceSentence, PRICE_TEXTS as T } from '../../../../../domain/publication/priceChange.ts';
import { selectCancelDialog } from '../../../../../machines/priceChange/selectors.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';
import type { PrixPublication } from '../../api/publicationPrices.ts';
import type { PriceChangeActorRef } from '../../hooks/usePriceChangeActor.ts';

export interface CancelPendingPriceProps {
  actor: PriceChangeActorRef;
  prevu: NonNullable<PrixPublication['Prevu']>;
}

/** « Annuler ce changement », after a confirmation; a failure keeps the change and offers to try again. */
export function CancelPendingPrice({ actor, prevu }: CancelPendingPriceProps) {
  const dialog = useSelector(actor, selectCancelDialog);
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={dialog.open}
        onPress={() => actor.send({ type: 'priceChange.requestCancel', idChangement: prevu.Id })}
      >
        {T.cancel}
      </Button>
      {dialog.open && (
        <ConfirmDialog
          isOpen
          title={T.cancelTitle}
          confirmLabel={T.cancel}
          pendingLabel={T.cancelling}
          cancelLabel={T.keep}
          isDestructive
          isPending={dialog.step === 'cancelling'}
          onConfirm={() => actor.send({ type: 'priceChange.confirmCancel' })}
          onCancel={() => actor.send({ type: 'priceChange.dismiss' })}
          failure={
            dialog.step === 'cancelFailed'
              ? {
                  message: T.cancelFailed,
                  detail: dialog.error,
                  retryLabel: T.retry,
                  onRetry: () => actor.send({ type: 'priceChange.retry' }),
                }
              : null
          }
        >
          {T.cancelText(pendingPriceSentence(prevu.PrixTTCCentimes, prevu.DateEffet))}
        </ConfirmDialog>
      )}
    </>
  );
}
