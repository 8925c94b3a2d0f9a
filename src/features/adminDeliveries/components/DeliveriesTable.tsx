import type { ReactNode } from 'react';
import { ADMIN_DELIVERY_TEXTS as T, DELIVERY_TRIGGER_LABELS } from '../../../../domain/referencing/deliveryTexts.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { LivraisonResume } from '../api/getBoLivraisonPage.ts';
import { ADMIN_DELIVERY_PATHS } from '../paths.ts';
import { answersOf, sendingOf } from './deliveryFacts.ts';
import { DeliveryStateBadge } from './DeliveryStateBadge.tsx';
import styles from './AdminDeliveries.module.css';

type Column = keyof typeof T.columns;

/**
 * A cell with its column's name in front, shown on a phone only, where the rows stand as cards; screen readers
 * have the column header already.
 */
function labelled(label: string, content: ReactNode): ReactNode {
  return (
    <>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      {content}
    </>
  );
}

function Sending({ livraison }: { livraison: LivraisonResume }) {
  const { summary, error } = sendingOf(livraison);
  return (
    <>
      <span className={table.primary}>{summary}</span>
      {error && <span className={`${table.secondary} ${styles.error}`}>{`${T.lastError} ${error}`}</span>}
    </>
  );
}

const COLUMNS: DataTableColumn<LivraisonResume, Column>[] = [
  {
    id: 'numero',
    label: T.columns.numero,
    isRowHeader: true,
    noWrap: true,
    cell: (l) => <span className={`${table.primary} ${styles.numero}`}>{T.numero(l.Id)}</span>,
  },
  {
    id: 'date',
    label: T.columns.date,
    cell: (l) => labelled(T.columns.date, formatDateHourMinute(l.DateCreation)),
  },
  {
    id: 'etat',
    label: T.columns.etat,
    cell: (l) => labelled(T.columns.etat, <DeliveryStateBadge etat={l.Etat} />),
  },
  {
    id: 'declencheur',
    label: T.columns.declencheur,
    cell: (l) => labelled(T.columns.declencheur, DELIVERY_TRIGGER_LABELS[l.Declencheur]),
  },
  {
    id: 'version',
    label: T.columns.version,
    noWrap: true,
    cell: (l) => labelled(T.columns.version, l.VersionOnix),
  },
  {
    id: 'produits',
    label: T.columns.produits,
    align: 'end',
    cell: (l) => labelled(T.columns.produits, l.NombreProduits),
  },
  {
    id: 'accuses',
    label: T.columns.accuses,
    cell: (l) => labelled(T.columns.accuses, answersOf(l)),
  },
  {
    id: 'envoi',
    label: T.columns.envoi,
    cell: (l) => labelled(T.columns.envoi, <Sending livraison={l} />),
  },
];

export interface DeliveriesTableProps {
  livraisons: readonly LivraisonResume[];
  isStale: boolean;
}

/** A page of the catalogue deliveries: each row opens its delivery; on a phone, each row is a card. */
export function DeliveriesTable({ livraisons, isStale }: DeliveriesTableProps) {
  return (
    <div className={styles.cards}>
      <DataTable
        label={T.listTitle}
        columns={COLUMNS}
        rows={livraisons}
        rowKey={(l) => l.Id}
        rowHref={(l) => ADMIN_DELIVERY_PATHS.detail(l.Id)}
        rowLabel={(l) => T.openRow(l.Id)}
        isStale={isStale}
      />
    </div>
  );
}
