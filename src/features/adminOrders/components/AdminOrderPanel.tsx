import { useEffect, useRef } from 'react';
import { ADMIN_ORDER_TEXTS as T } from '../../../../domain/order/boOrderTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { OrderDetail, OrderStateBadge } from '../../orders/public.ts';
import { boFacturePdf } from '../api/boFacture.ts';
import { useBoCommande } from '../api/getBoCommande.ts';
import { ADMIN_ORDER_PATHS } from '../paths.ts';
import { OrderActions } from './OrderActions.tsx';
import { PaymentsToRefund } from './PaymentsToRefund.tsx';
import styles from './AdminOrders.module.css';

export interface AdminOrderPanelProps {
  id: number;
  onClose: () => void;
}

/** An order opened over the list: its customer, lines, payments and invoices, and what staff may do with it. */
export function AdminOrderPanel({ id, onClose }: AdminOrderPanelProps) {
  const order = useBoCommande(id);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = order.data?.Commande.Id;
  useEffect(() => {
    // The panel opens above the table: focus follows, so that keyboard and screen-reader users land in it.
    if (loaded !== undefined) title.current?.focus();
  }, [loaded]);

  const close = (
    <Button variant="secondary" onPress={onClose}>
      {T.close}
    </Button>
  );
  if (order.error instanceof ApiError && order.error.isNotFound)
    return (
      <section className={styles.panel}>
        <EmptyState>{order.error.message}</EmptyState>
        <div>{close}</div>
      </section>
    );
  if (order.isError)
    return (
      <section className={styles.panel}>
        <ErrorState
          message={`${T.loadOrderFailed} ${errorMessage(order.error)}`}
          onRetry={() => void order.refetch()}
        />
      </section>
    );
  if (order.isPending) return <LoadingState minHeight="16rem" />;

  const { Commande: commande, Client: client } = order.data;
  return (
    <section className={styles.panel} aria-labelledby="admin-order-title">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="admin-order-title" ref={title} tabIndex={-1} className={styles.panelTitle}>
            {T.detailTitle(commande.Numero)}
          </h2>
          <p className={styles.meta}>
            <OrderStateBadge
              idEtatCommande={commande.IdEtatCommande}
              etatCommande={commande.EtatCommande}
              announceAsState
            />
            <span>{T.placedOn(formatDateHourMinute(commande.DatePassage))}</span>
          </p>
          <p className={styles.meta}>
            <span>
              {T.customer} : {`${client.Prenom} ${client.Nom}`.trim()}
              {client.RaisonSociale ? ` (${client.RaisonSociale})` : ''}, {client.Login}, {T.account(client.IdPersonne)}
            </span>
          </p>
        </div>
        {close}
      </div>
      {order.data.PaiementsARembourser.length > 0 && <PaymentsToRefund commande={order.data} />}
      <OrderActions commande={order.data} />
      <OrderDetail
        commande={commande}
        invoiceAccess={{
          path: (idFacture) => ADMIN_ORDER_PATHS.invoice(client.IdPersonne, idFacture),
          fetchPdf: boFacturePdf(client.IdPersonne),
        }}
      />
    </section>
  );
}
