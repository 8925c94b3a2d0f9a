import { useState } from 'react';
import { ADMIN_SUBSCRIPTION_TEXTS, SUBSCRIPTION_ENDED } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { isCancellable } from '../../../../domain/subscription/cancellation.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { formatDate } from '../../../lib/format/formatDate.ts';
import { useResilierBoAbonnement } from '../api/boAbonnement.ts';
import type { BoAbonnement } from '../api/getBoAbonnementPage.ts';
import { clientName } from './clientName.ts';
import styles from './AdminSubscriptions.module.css';

const T = ADMIN_SUBSCRIPTION_TEXTS.cancel;

/** Why there is nothing to cancel, for a subscription that shows no button. */
function noCancelReason({ Etat, Abonnement: a }: BoAbonnement): string {
  if (Etat === 'termine') return SUBSCRIPTION_ENDED;
  if (a.DateResiliation) return T.alreadyCancelled(formatDate(a.DateResiliation), formatDate(a.DateFin));
  return T.notRenewing;
}

/** « Résilier » after a confirmation; a refusal stays on the page with the server's reason. */
export function CancelSubscriptionSection({ abonnement }: { abonnement: BoAbonnement }) {
  const [isAsking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resilier = useResilierBoAbonnement();
  const { Abonnement: a } = abonnement;
  const canCancel = abonnement.PeutResilier && isCancellable(a);
  const confirm = () =>
    resilier.mutate(a.Id, {
      onSuccess: (done) => {
        setRefusal(null);
        toast.success(T.done(done.Abonnement.Libelle, formatDate(done.Abonnement.DateFin)));
      },
      onError: (error) => setRefusal(`${T.failed} ${errorMessage(error)}`),
      onSettled: () => setAsking(false),
    });
  return (
    <section className={styles.cancel} aria-labelledby="subscription-cancel-title">
      <h2 id="subscription-cancel-title" className={styles.cancelTitle}>
        {T.title}
      </h2>
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
      {canCancel ? (
        <>
          <p className={styles.hint}>{T.hint}</p>
          <Button variant="secondary" onPress={() => setAsking(true)}>
            {T.button}
          </Button>
        </>
      ) : (
        <p className={styles.hint}>{noCancelReason(abonnement)}</p>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={T.confirmTitle(a.Libelle)}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        isDestructive
        isPending={resilier.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {T.confirmText(clientName(abonnement), formatDate(a.DateFin))}
      </ConfirmDialog>
    </section>
  );
}
