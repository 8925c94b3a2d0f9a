import { useSelector } from '@xstate/react';
import { ADMIN_DELIVERY_TEXTS } from '../../../../domain/referencing/deliveryTexts.ts';
import { selectRunDialog } from '../../../../machines/deliveryRun/selectors.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useDeliveryRunActor } from '../hooks/useDeliveryRunActor.ts';
import styles from './AdminDeliveries.module.css';

const T = ADMIN_DELIVERY_TEXTS.deliverNow;

/**
 * « Livrer maintenant »: after a confirmation, what awaits transmission is delivered without waiting for the
 * schedule (the delivery run machine); the server's message comes as a toast and the list is read again.
 */
export function DeliverNowSection() {
  const run = useDeliveryRunActor();
  const dialog = useSelector(run, selectRunDialog);
  return (
    <section className={styles.deliverNow} aria-labelledby="deliver-now-title">
      <h2 id="deliver-now-title" className={styles.sectionTitle}>
        {T.button}
      </h2>
      <p id="deliver-now-hint" className={styles.hint}>
        {T.hint}
      </p>
      <div>
        <Button
          isDisabled={dialog.open}
          aria-describedby="deliver-now-hint"
          onPress={() => run.send({ type: 'deliveryRun.request' })}
        >
          {T.button}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={dialog.open}
        title={T.confirmTitle}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        isPending={dialog.open && dialog.step === 'delivering'}
        onConfirm={() => run.send({ type: 'deliveryRun.confirm' })}
        onCancel={() => run.send({ type: 'deliveryRun.dismiss' })}
        failure={
          dialog.open && dialog.step === 'failed'
            ? {
                message: T.failed,
                detail: dialog.error,
                retryLabel: T.retry,
                onRetry: () => run.send({ type: 'deliveryRun.retry' }),
              }
            : null
        }
      >
        {T.confirmText}
      </ConfirmDialog>
    </section>
  );
}
