import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import type { BoCompteResume } from '../api/getBoComptePage.ts';
import { nameOf } from '../utils/nameOf.ts';
import { ConfirmeBadge } from './ConfirmeBadge.tsx';
import styles from './AdminAccounts.module.css';

type Column = 'Nom' | 'Siret' | 'Type' | 'Confirme' | 'DateMaj';

function columns(typeLabel: (id: number) => string): DataTableColumn<BoCompteResume, Column>[] {
  return [
    {
      id: 'Nom',
      label: T.columns.nom,
      isRowHeader: true,
      cell: (c) => (
        <>
          <span className={table.primary}>{nameOf(c)}</span>
          {c.Societe?.RaisonSociale && <span className={table.secondary}>{c.Societe.RaisonSociale}</span>}
          <span className={`${table.secondary} ${styles.login}`}>{c.Login}</span>
        </>
      ),
    },
    { id: 'Siret', label: T.columns.siret, noWrap: true, cell: (c) => c.Societe?.Siret ?? '' },
    { id: 'Type', label: T.columns.type, noWrap: true, cell: (c) => typeLabel(c.IdTypeCompte) },
    { id: 'Confirme', label: T.columns.confirme, cell: (c) => <ConfirmeBadge confirme={c.Confirme} /> },
    { id: 'DateMaj', label: T.columns.dateMaj, noWrap: true, cell: (c) => formatDate(c.DateMaj) },
  ];
}

export interface AccountsTableProps {
  comptes: readonly BoCompteResume[];
  detailPath: (compte: BoCompteResume) => string;
  typeLabel: (id: number) => string;
  isStale: boolean;
}

/** A page of the accounts, the last updated first: each row opens the account's page. */
export function AccountsTable({ comptes, detailPath, typeLabel, isStale }: AccountsTableProps) {
  return (
    <DataTable
      label={T.listTitle}
      columns={columns(typeLabel)}
      rows={comptes}
      rowKey={(c) => c.Id}
      rowHref={detailPath}
      rowLabel={(c) => T.openRow(nameOf(c))}
      isStale={isStale}
    />
  );
}
