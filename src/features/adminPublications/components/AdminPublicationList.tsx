import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { ListStatus } from '../../../components/table/ListStatus.tsx';
import { ResultCount } from '../../../components/table/ResultCount.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import {
  useBoPublicationPage,
  type BoPublicationListKind,
  type BoPublicationListValues,
  type BoPublicationResume,
} from '../api/getBoPublicationPage.ts';
import { PublicationFilters } from './PublicationFilters.tsx';
import { PublicationsTable } from './PublicationsTable.tsx';
import {
  DEFAULT_PUBLICATION_SORT,
  PUBLICATION_FILTERS,
  PUBLICATION_SORT_COLUMNS,
  triOf,
} from './publicationListParams.ts';
import styles from '../../../components/table/ListLayout.module.css';

export interface AdminPublicationListProps {
  kind: BoPublicationListKind;
  label: string;
  emptyMessage: string;
  detailPath: (publication: BoPublicationResume) => string;
}

/** A back-office publication list: filters, count, sortable table and pager, all kept in the address. */
export function AdminPublicationList({ kind, label, emptyMessage, detailPath }: AdminPublicationListProps) {
  const list = useListSearchParams({
    filters: PUBLICATION_FILTERS,
    sortColumns: PUBLICATION_SORT_COLUMNS,
    defaultSort: DEFAULT_PUBLICATION_SORT[kind],
  });
  const showState = kind === 'publications';
  const { IdEtatPublication, ...otherFilters } = list.filters;
  const values: BoPublicationListValues = {
    ...otherFilters,
    ...(showState ? { IdEtatPublication } : {}),
    Tri: triOf(list.sort),
    ...list.pagination,
  };
  const page = useBoPublicationPage(kind, values);
  const total = page.data?.Total ?? 0;
  return (
    <div className={styles.list}>
      <PublicationFilters
        values={list.filters}
        showState={showState}
        onSubmit={list.setFilters}
        onReset={list.resetFilters}
      />
      <div className={styles.summary}>{page.data && <ResultCount count={total} {...T.count} />}</div>
      <ListStatus
        status={page.status}
        errorMessage={page.isError ? `${T.loadFailed} ${errorMessage(page.error)}` : ''}
        onRetry={() => void page.refetch()}
        isEmpty={page.data?.Items.length === 0}
        emptyMessage={list.hasActiveFilters ? T.empty : emptyMessage}
        hasActiveFilters={list.hasActiveFilters}
        onResetFilters={list.resetFilters}
      >
        <PublicationsTable
          label={label}
          kind={kind}
          publications={page.data?.Items ?? []}
          detailPath={detailPath}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </ListStatus>
      {page.data && (
        <TablePager label={T.pagerLabel} pagination={list.pagination} total={total} onPageChange={list.setPage} />
      )}
    </div>
  );
}
