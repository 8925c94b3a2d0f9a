import { Link } from 'react-router-dom';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { PayCommandeButton } from '../../payment/public.ts';
import page from '../../../components/ui/Page.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { Commande } from '../api/getCommande.ts';
import { CommandeStateBadge } from './CommandeStateBadge.tsx';
import { PendingPaymentNotice } from './PendingPaymentNotice.tsx';
import styles from './CommandeDetail.module.css';

/** The order's number, date, state and total, the way back to the list and, when it is due, the payment. */
export function CommandeHeader({ commande }: { commande: Commande }) {
  return (
    <div className={page.header}>
      <Link to={FOLLOW_UP_PATHS.commandes} className={page.back}>
        {COMMANDE_TEXTS.backToList}
      </Link>
      <h1 className={page.title}>
        {COMMANDE_TEXTS.titleWord} <span className={styles.nowrap}>{commande.Numero}</span>
      </h1>
      <p className={styles.summary}>
        <span>Passée le {formatDate(commande.DatePassage)}</span>
        <CommandeStateBadge
          idEtatCommande={commande.IdEtatCommande}
          etatCommande={commande.EtatCommande}
          announceAsState
        />
        <span className={styles.total}>{formatPrice(commande.TotalTTCCentimes)} TTC</span>
      </p>
      <PendingPaymentNotice commande={commande} />
      {commande.Payable && <PayCommandeButton idCommande={commande.Id} />}
    </div>
  );
}
