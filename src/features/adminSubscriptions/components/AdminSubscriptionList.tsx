import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
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
  return (
    <div className={layout.list}>
      <SubscriptionFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      <PagedResults page={page} list={list} texts={T}>
        <SubscriptionsTable
          abonnements={page.data?.Items ?? []}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </PagedResults>
    </div>
  );
}
