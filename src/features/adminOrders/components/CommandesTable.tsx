import { Link } from 'react-router-dom';
import { ADMIN_COMMANDE_TEXTS as T } from '../../../../domain/order/boCommandeTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { CommandeStateBadge } from '../../orders/public.ts';
import { TO_REFUND_LABEL } from '../../../../domain/order/paymentIncidents.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import type { BoCommandeResume } from '../api/getBoCommandePage.ts';
import { ADMIN_COMMANDE_PATHS } from '../paths.ts';
import type { CommandeSortColumn } from './commandeListParams.ts';
import styles from './AdminOrders.module.css';

type Column = CommandeSortColumn | 'Facture';

function columns(commandeHref: (commande: BoCommandeResume) => string): DataTableColumn<BoCommandeResume, Column>[] {
  return [
    {
      id: 'Numero',
      label: T.columns.numero,
      allowsSorting: true,
      isRowHeader: true,
      cell: (c) => (
        <Link to={commandeHref(c)} className={styles.link} aria-label={T.openRow(c.Numero)}>
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
          <CommandeStateBadge idEtatCommande={c.IdEtatCommande} etatCommande={c.EtatCommande} />
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
            to={ADMIN_COMMANDE_PATHS.invoice(c.Client.IdPersonne, c.Facture.Id)}
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

export interface CommandesTableProps {
  commandes: readonly BoCommandeResume[];
  /** The list's address with this order opened over it. */
  commandeHref: (commande: BoCommandeResume) => string;
  sort: ListSort<CommandeSortColumn> | null;
  onSortChange: (sort: ListSort<CommandeSortColumn>) => void;
  isStale: boolean;
}

/** A page of every account's orders: the number opens the order, the invoice its page. */
export function CommandesTable({ commandes, commandeHref, sort, onSortChange, isStale }: CommandesTableProps) {
  return (
    <DataTable
      label={T.listTitle}
      columns={columns(commandeHref)}
      rows={commandes}
      rowKey={(c) => c.Id}
      rowLabel={(c) => T.openRow(c.Numero)}
      sort={sort}
      // Only the sortable columns raise a sort.
      onSortChange={(next) => onSortChange(next as ListSort<CommandeSortColumn>)}
      isStale={isStale}
    />
  );
}
