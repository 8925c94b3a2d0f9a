import { useSelector } from '@xstate/react';
import { ADMIN_DELIVERY_TEXTS } from '../../../../domain/referencing/deliveryTexts.ts';
import { selectRetryDialog } from '../../../../machines/deliveryRetry/selectors.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import type { Livraison } from '../api/getBoLivraison.ts';
import { useDeliveryRetryActor } from '../hooks/useDeliveryRetryActor.ts';
import styles from './AdminDeliveries.module.css';

const T = ADMIN_DELIVERY_TEXTS.retry;

/**
 * A delivery whose sending was given up: its last error and « Relancer », which sends the same file again after a
 * confirmation (the delivery retry machine). A refusal stays in the dialog with the server's reason.
 */
export function RetryDeliverySection({ livraison }: { livraison: Livraison }) {
  const retry = useDeliveryRetryActor();
  const dialog = useSelector(retry, selectRetryDialog);
  return (
    <section className={styles.retry} aria-labelledby="delivery-retry-title">
      <h2 id="delivery-retry-title" className={styles.sectionTitle}>
        {T.title}
      </h2>
      {livraison.DerniereErreur && (
        <p className={styles.error}>{`${ADMIN_DELIVERY_TEXTS.lastError} ${livraison.DerniereErreur}`}</p>
      )}
      <p className={styles.hint}>{T.hint}</p>
      <div>
        <Button
          variant="secondary"
          isDisabled={dialog.open}
          onPress={() => retry.send({ type: 'deliveryRetry.request', livraison })}
        >
          {T.button}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={dialog.open}
        title={T.confirmTitle(livraison.Id)}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        isPending={dialog.open && dialog.step === 'retrying'}
        onConfirm={() => retry.send({ type: 'deliveryRetry.confirm' })}
        onCancel={() => retry.send({ type: 'deliveryRetry.dismiss' })}
        failure={
          dialog.open && dialog.step === 'failed'
            ? {
                message: T.failed,
                detail: dialog.error,
                retryLabel: T.retry,
                onRetry: () => retry.send({ type: 'deliveryRetry.retry' }),
              }
            : null
        }
      >
        {T.confirmText}
      </ConfirmDialog>
    </section>
  );
}
