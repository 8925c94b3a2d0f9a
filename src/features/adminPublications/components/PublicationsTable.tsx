import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatEan, PublicationStateBadge, titleOf } from '../../publications/public.ts';
import type { BoPublicationListKind, BoPublicationResume } from '../api/getBoPublicationPage.ts';
import type { PublicationSortColumn } from './publicationListParams.ts';

const COLUMNS: readonly DataTableColumn<BoPublicationResume, PublicationSortColumn>[] = [
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
  { id: 'Ean', label: T.columns.ean, allowsSorting: true, noWrap: true, cell: (p) => formatEan(p.Ean) },
  { id: 'Marque', label: T.columns.marque, allowsSorting: true, cell: (p) => p.LibelleMarque },
  {
    id: 'Login',
    label: T.columns.compte,
    allowsSorting: true,
    cell: (p) => (
      <>
        <span>{`${p.Prenom} ${p.Nom}`.trim()}</span>
        <span className={table.secondary}>{p.Login}</span>
      </>
    ),
  },
  {
    id: 'IdEtatPublication',
    label: T.columns.etat,
    allowsSorting: true,
    cell: (p) => <PublicationStateBadge idEtatPublication={p.IdEtatPublication} announceAsState={false} />,
  },
  { id: 'DateMaj', label: T.columns.dateMaj, allowsSorting: true, noWrap: true, cell: (p) => formatDate(p.DateMaj) },
  {
    id: 'DateSoumission',
    label: T.columns.dateSoumission,
    allowsSorting: true,
    noWrap: true,
    cell: (p) => (p.DateSoumission ? formatDate(p.DateSoumission) : null),
  },
];

/** The moderation list has no state to show: all its publications await moderation. */
const MODERATION_COLUMNS = COLUMNS.filter((column) => column.id !== 'IdEtatPublication');

export interface PublicationsTableProps {
  label: string;
  kind: BoPublicationListKind;
  publications: readonly BoPublicationResume[];
  detailPath: (publication: BoPublicationResume) => string;
  sort: ListSort<PublicationSortColumn> | null;
  onSortChange: (sort: ListSort<PublicationSortColumn>) => void;
  isStale: boolean;
}

/** A page of publications of every account: each row opens the publication's back-office page. */
export function PublicationsTable({
  label,
  kind,
  publications,
  detailPath,
  sort,
  onSortChange,
  isStale,
}: PublicationsTableProps) {
  return (
    <DataTable
      label={label}
      columns={kind === 'moderation' ? MODERATION_COLUMNS : COLUMNS}
      rows={publications}
      rowKey={(p) => p.Id}
      rowHref={detailPath}
      rowLabel={(p) => titleOf(p)}
      sort={sort}
      onSortChange={onSortChange}
      isStale={isStale}
    />
  );
}
