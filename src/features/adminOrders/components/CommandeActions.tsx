import { useState } from 'react';
import { ADMIN_COMMANDE_TEXTS } from '../../../../domain/order/boCommandeTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import type { BoCommande } from '../api/getBoCommande.ts';
import { useUpdateBoCommandeEtat, type BoCommandeAction } from '../api/updateBoCommandeEtat.ts';
import { PendingPayment } from './PendingPayment.tsx';
import styles from './AdminOrders.module.css';

const T = ADMIN_COMMANDE_TEXTS.actions;

/** What each action asks before it is done, and what it says once done. */
function confirmationOf(action: BoCommandeAction, commande: BoCommande) {
  const numero = commande.Commande.Numero;
  switch (action) {
    case 'passerEnCours':
      return { title: T.confirmStartTitle(numero), text: T.confirmStart, label: T.start, done: T.started };
    case 'terminer':
      return { title: T.confirmCompleteTitle(numero), text: T.confirmComplete, label: T.complete, done: T.completed };
    case 'annuler':
      return commande.AnnulationAvecAvoir
        ? { title: T.confirmCancelTitle(numero), text: T.confirmCancelPaid, label: T.cancel, done: T.refunded }
        : { title: T.confirmCancelTitle(numero), text: T.confirmCancelUnpaid, label: T.cancel, done: T.cancelled };
  }
}

/**
 * « Passer en cours », « Terminer » and « Annuler la commande », each after a confirmation; an order whose payment
 * awaits the bank shows that attempt and what can be done about it instead.
 */
export function CommandeActions({ commande }: { commande: BoCommande }) {
  const [asked, setAsked] = useState<BoCommandeAction | null>(null);
  const update = useUpdateBoCommandeEtat();
  const available: BoCommandeAction[] = [
    ...(commande.PeutPasserEnCours ? (['passerEnCours'] as const) : []),
    ...(commande.PeutTerminer ? (['terminer'] as const) : []),
    ...(commande.PeutAnnuler ? (['annuler'] as const) : []),
  ];
  const confirmation = asked ? confirmationOf(asked, commande) : null;
  const confirm = () => {
    if (!asked || !confirmation) return;
    update.mutate(
      { Id: commande.Commande.Id, Action: asked },
      {
        onSuccess: () => toast.success(confirmation.done),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setAsked(null),
      },
    );
  };
  return (
    <section className={styles.actions} aria-labelledby="order-actions-title">
      <h3 id="order-actions-title" className={styles.actionsTitle}>
        {T.title}
      </h3>
      {commande.PaiementEnAttente && <PendingPayment commande={commande} attempt={commande.PaiementEnAttente} />}
      {available.length === 0 ? (
        !commande.PaiementEnAttente && <p className={styles.hint}>{T.none}</p>
      ) : (
        <div className={styles.buttons}>
          {available.map((action) => (
            <Button
              key={action}
              variant={action === 'annuler' ? 'secondary' : 'primary'}
              onPress={() => setAsked(action)}
            >
              {confirmationOf(action, commande).label}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        isDestructive={asked === 'annuler'}
        isPending={update.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {confirmation?.text}
      </ConfirmDialog>
    </section>
  );
}
