import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
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
  return (
    <div className={styles.list}>
      <PublicationFilters
        values={list.filters}
        showState={showState}
        onSubmit={list.setFilters}
        onReset={list.resetFilters}
      />
      <PagedResults page={page} list={list} texts={{ ...T, emptyAll: emptyMessage }}>
        <PublicationsTable
          label={label}
          kind={kind}
          publications={page.data?.Items ?? []}
          detailPath={detailPath}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </PagedResults>
    </div>
  );
}
