import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import type { BoAbonnement } from '../api/getBoAbonnementPage.ts';
import { ADMIN_SUBSCRIPTION_PATHS } from '../paths.ts';
import { clientName } from './clientName.ts';
import { SubscriptionStateBadge } from './SubscriptionStateBadge.tsx';
import type { SubscriptionSortColumn } from './subscriptionListParams.ts';
import styles from './AdminSubscriptions.module.css';

type Column = SubscriptionSortColumn | 'Etat';

const rowLabel = (a: BoAbonnement) => T.openRow(a.Abonnement.Libelle, clientName(a));

const COLUMNS: DataTableColumn<BoAbonnement, Column>[] = [
  {
    id: 'Libelle',
    label: T.columns.libelle,
    allowsSorting: true,
    isRowHeader: true,
    cell: (a) => <span className={table.primary}>{a.Abonnement.Libelle}</span>,
  },
  {
    id: 'Client',
    label: T.columns.client,
    allowsSorting: true,
    // The same product is many customers' subscription: the row is named by both.
    isRowHeader: true,
    cell: (a) => (
      <>
        <span className={table.primary}>{clientName(a)}</span>
        {a.Client.RaisonSociale && <span className={table.secondary}>{a.Client.RaisonSociale}</span>}
        <span className={`${table.secondary} ${styles.login}`}>{a.Client.Login}</span>
      </>
    ),
  },
  {
    id: 'DateDebut',
    label: T.columns.debut,
    allowsSorting: true,
    noWrap: true,
    cell: (a) => formatDate(a.Abonnement.DateDebut),
  },
  {
    id: 'DateFin',
    label: T.columns.fin,
    allowsSorting: true,
    noWrap: true,
    cell: (a) => formatDate(a.Abonnement.DateFin),
  },
  { id: 'Etat', label: T.columns.etat, cell: (a) => <SubscriptionStateBadge etat={a.Etat} /> },
];

export interface SubscriptionsTableProps {
  abonnements: readonly BoAbonnement[];
  sort: ListSort<SubscriptionSortColumn> | null;
  onSortChange: (sort: ListSort<SubscriptionSortColumn>) => void;
  isStale: boolean;
}

/** A page of every account's subscriptions: each row opens its subscription. */
export function SubscriptionsTable({ abonnements, sort, onSortChange, isStale }: SubscriptionsTableProps) {
  return (
    <DataTable
      label={T.listTitle}
      columns={COLUMNS}
      rows={abonnements}
      rowKey={(a) => a.Abonnement.Id}
      rowHref={(a) => ADMIN_SUBSCRIPTION_PATHS.detail(a.Abonnement.Id)}
      rowLabel={rowLabel}
      sort={sort}
      // Only the sortable columns raise a sort.
      onSortChange={(next) => onSortChange(next as ListSort<SubscriptionSortColumn>)}
      isStale={isStale}
    />
  );
}
