import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatDate } from '../../../lib/format/formatDate.ts';
import { formatEan, PublicationStateBadge, titleOf } from '../../publications/public.ts';
import type { BoPublicationResume } from '../api/getBoPublicationPage.ts';
import type { PublicationSortColumn } from './publicationListParams.ts';

type Column = PublicationSortColumn | 'Marque' | 'Compte' | 'Etat';

const COLUMNS: readonly DataTableColumn<BoPublicationResume, Column>[] = [
  {
    id: 'Titre',
    label: T.columns.titre,
    allowsSorting: true,
    isRowHeader: true,
    cell: (p) => (
      <>
        <span className={table.primary}>{titleOf(p)}</span>
        {p.Auteurs.length > 0 && <span className={table.secondary}>{p.Auteurs.join(', ')}</span>}
      </>
    ),
  },
  { id: 'Ean', label: T.columns.ean, allowsSorting: true, cell: (p) => formatEan(p.Ean) },
  { id: 'Marque', label: T.columns.marque, cell: (p) => p.LibelleMarque },
  {
    id: 'Compte',
    label: T.columns.compte,
    cell: (p) => (
      <>
        <span>{`${p.Prenom} ${p.Nom}`.trim()}</span>
        <span className={table.secondary}>{p.Login}</span>
      </>
    ),
  },
  {
    id: 'Etat',
    label: T.columns.etat,
    cell: (p) => <PublicationStateBadge idEtatPublication={p.IdEtatPublication} announceAsState={false} />,
  },
  { id: 'DateMaj', label: T.columns.dateMaj, allowsSorting: true, cell: (p) => formatDate(p.DateMaj) },
];

export interface PublicationsTableProps {
  label: string;
  publications: readonly BoPublicationResume[];
  detailPath: (publication: BoPublicationResume) => string;
  sort: ListSort<PublicationSortColumn> | null;
  onSortChange: (sort: ListSort<PublicationSortColumn>) => void;
  isStale: boolean;
}

/** A page of publications of every account: each row opens the publication's back-office page. */
export function PublicationsTable({
  label,
  publications,
  detailPath,
  sort,
  onSortChange,
  isStale,
}: PublicationsTableProps) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={publications}
      rowKey={(p) => p.Id}
      rowHref={detailPath}
      rowLabel={(p) => titleOf(p)}
      sort={sort}
      // Only the sortable columns raise a sort.
      onSortChange={(next) => onSortChange(next as ListSort<PublicationSortColumn>)}
      isStale={isStale}
    />
  );
}
