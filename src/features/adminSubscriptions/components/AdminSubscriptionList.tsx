import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { ListStatus } from '../../../components/table/ListStatus.tsx';
import { ResultCount } from '../../../components/table/ResultCount.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { useBoAbonnementPage, type BoAbonnementListValues } from '../api/getBoAbonnementPage.ts';
import { SubscriptionFilters } from './SubscriptionFilters.tsx';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';
import {
  DEFAULT_SUBSCRIPTION_SORT,
  etatOf,
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_SORT_COLUMNS,
} from './subscriptionListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';

const SENS = { ascending: 'asc', descending: 'desc' } as const;

/** Every account's subscriptions: filters, count, sortable table and pager kept in the address. */
export function AdminSubscriptionList() {
  const list = useListSearchParams({
    filters: SUBSCRIPTION_FILTERS,
    sortColumns: SUBSCRIPTION_SORT_COLUMNS,
    defaultSort: DEFAULT_SUBSCRIPTION_SORT,
  });
  const values: BoAbonnementListValues = {
    ...list.filters,
    Etat: etatOf(list.filters.Etat),
    Tri: list.sort ? { Colonne: list.sort.column, Sens: SENS[list.sort.direction] } : null,
    ...list.pagination,
  };
  const page = useBoAbonnementPage(values);
  const total = page.data?.Total ?? 0;
  return (
    <div className={layout.list}>
      <SubscriptionFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      <div className={layout.summary}>{page.data && <ResultCount count={total} {...T.count} />}</div>
      <ListStatus
        status={page.status}
        errorMessage={page.isError ? `${T.loadFailed} ${errorMessage(page.error)}` : ''}
        onRetry={() => void page.refetch()}
        isEmpty={page.data?.Items.length === 0}
        emptyMessage={list.hasActiveFilters ? T.empty : T.emptyAll}
        hasActiveFilters={list.hasActiveFilters}
        onResetFilters={list.resetFilters}
      >
        <SubscriptionsTable
          abonnements={page.data?.Items ?? []}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </ListStatus>
      <TablePager label={T.pagerLabel} pagination={list.pagination} total={total} onPageChange={list.setPage} />
    </div>
  );
}
