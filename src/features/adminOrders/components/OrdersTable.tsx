import { Link } from 'react-router-dom';
import { ADMIN_ORDER_TEXTS as T } from '../../../../domain/order/boOrderTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { OrderStateBadge } from '../../orders/public.ts';
import { TO_REFUND_LABEL } from '../../../../domain/order/paymentIncidents.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import type { BoCommandeResume } from '../api/getBoCommandePage.ts';
import { ADMIN_ORDER_PATHS } from '../paths.ts';
import type { OrderSortColumn } from './orderListParams.ts';
import styles from './AdminOrders.module.css';

type Column = OrderSortColumn | 'Facture';

function columns(orderHref: (commande: BoCommandeResume) => string): DataTableColumn<BoCommandeResume, Column>[] {
  return [
    {
      id: 'Numero',
      label: T.columns.numero,
      allowsSorting: true,
      isRowHeader: true,
      cell: (c) => (
        <Link to={orderHref(c)} className={styles.link} aria-label={T.openRow(c.Numero)}>
          {c.Numero}
        </Link>
      ),
    },
    { id: 'DatePassage', label: T.columns.date, allowsSorting: true, cell: (c) => formatDate(c.DatePassage) },
    {
      id: 'Client',
      label: T.columns.client,
      allowsSorting: true,
      cell: (c) => (
        <>
          <span className={table.primary}>{`${c.Client.Prenom} ${c.Client.Nom}`.trim()}</span>
          {c.Client.RaisonSociale && <span className={table.secondary}>{c.Client.RaisonSociale}</span>}
          <span className={`${table.secondary} ${styles.login}`}>{c.Client.Login}</span>
        </>
      ),
    },
    {
      id: 'EtatCommande',
      label: T.columns.etat,
      allowsSorting: true,
      cell: (c) => (
        <span className={styles.states}>
          <OrderStateBadge idEtatCommande={c.IdEtatCommande} etatCommande={c.EtatCommande} />
          {c.ARembourser && <Badge tone="danger">{TO_REFUND_LABEL}</Badge>}
        </span>
      ),
    },
    {
      id: 'TotalTTCCentimes',
      label: T.columns.total,
      allowsSorting: true,
      align: 'end',
      cell: (c) => <span className={styles.amount}>{formatPrice(c.TotalTTCCentimes)}</span>,
    },
    {
      id: 'Facture',
      label: T.columns.facture,
      cell: (c) =>
        c.Facture ? (
          <Link
            to={ADMIN_ORDER_PATHS.invoice(c.Client.IdPersonne, c.Facture.Id)}
            className={styles.link}
            aria-label={T.openInvoice(c.Facture.Numero)}
          >
            {c.Facture.Numero}
          </Link>
        ) : (
          <span className={table.secondary}>{T.noInvoice}</span>
        ),
    },
  ];
}

export interface OrdersTableProps {
  commandes: readonly BoCommandeResume[];
  /** The list's address with this order opened over it. */
  orderHref: (commande: BoCommandeResume) => string;
  sort: ListSort<OrderSortColumn> | null;
  onSortChange: (sort: ListSort<OrderSortColumn>) => void;
  isStale: boolean;
}

/** A page of every account's orders: the number opens the order, the invoice its page. */
export function OrdersTable({ commandes, orderHref, sort, onSortChange, isStale }: OrdersTableProps) {
  return (
    <DataTable
      label={T.listTitle}
      columns={columns(orderHref)}
      rows={commandes}
      rowKey={(c) => c.Id}
      rowLabel={(c) => T.openRow(c.Numero)}
      sort={sort}
      // Only the sortable columns raise a sort.
      onSortChange={(next) => onSortChange(next as ListSort<OrderSortColumn>)}
      isStale={isStale}
    />
  );
}
