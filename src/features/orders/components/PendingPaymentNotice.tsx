import { CUSTOMER_PENDING_PAYMENT_TEXTS as T } from '../../../../domain/order/pendingPayment.ts';
import { ETAT_COMMANDE } from '../../../../domain/referenceIds.ts';
import type { Commande } from '../api/getCommande.ts';
import styles from './PendingPaymentNotice.module.css';

/**
 * What the customer's order says of a payment awaiting the bank's decision, or of one staff cancelled since: the
 * state alone does not tell what happens next.
 */
export function PendingPaymentNotice({ commande }: { commande: Commande }) {
  if (commande.IdEtatCommande === ETAT_COMMANDE.paiementEnAttenteDeValidation) {
    return (
      <div className={`${styles.notice} ${styles.pending}`} role="status">
        <p className={styles.title}>{T.title}</p>
        <p>{T.next}</p>
      </div>
    );
  }
  if (commande.Payable && commande.Paiements.at(-1)?.Etat === 'cancelled') {
    return (
      <div className={`${styles.notice} ${styles.cancelled}`} role="status">
        <p className={styles.title}>{T.cancelledTitle}</p>
        <p>{T.cancelled}</p>
      </div>
    );
  }
  return null;
}
