import { useSearchParams } from 'react-router-dom';
import { ADMIN_ORDER_TEXTS as T } from '../../../../domain/order/boOrderTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { parseId } from '../../../lib/routing/parseId.ts';
import { useBoCommandePage, type BoCommandeListValues } from '../api/getBoCommandePage.ts';
import { ADMIN_ORDER_PATHS, OPEN_ORDER_PARAM } from '../paths.ts';
import { AdminOrderPanel } from './AdminOrderPanel.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { DEFAULT_ORDER_SORT, ORDER_FILTERS, ORDER_SORT_COLUMNS, TO_REFUND_FILTER_ON } from './orderListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';

const SENS = { ascending: 'asc', descending: 'desc' } as const;

/**
 * Every account's orders: filters, count, sortable table and pager kept in the address, and the order opened over
 * the list (`?Commande=<id>`) so that a reload or a shared link opens it again.
 */
export function AdminOrderList() {
  const list = useListSearchParams({
    filters: ORDER_FILTERS,
    sortColumns: ORDER_SORT_COLUMNS,
    defaultSort: DEFAULT_ORDER_SORT,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = parseId(searchParams.get(OPEN_ORDER_PARAM) ?? undefined);
  const values: BoCommandeListValues = {
    ...list.filters,
    ARembourser: list.filters.ARembourser === TO_REFUND_FILTER_ON ? true : null,
    Tri: list.sort ? { Colonne: list.sort.column, Sens: SENS[list.sort.direction] } : null,
    ...list.pagination,
  };
  const page = useBoCommandePage(values);
  const withOrder = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete(OPEN_ORDER_PARAM);
    else next.set(OPEN_ORDER_PARAM, String(id));
    const query = next.toString();
    return query ? `${ADMIN_ORDER_PATHS.list}?${query}` : ADMIN_ORDER_PATHS.list;
  };
  const closeOrder = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(OPEN_ORDER_PARAM);
      return next;
    });
  return (
    <div className={layout.list}>
      <OrderFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      {openId !== null && <AdminOrderPanel key={openId} id={openId} onClose={closeOrder} />}
      <PagedResults page={page} list={list} texts={T}>
        <OrdersTable
          commandes={page.data?.Items ?? []}
          orderHref={(commande) => withOrder(commande.Id)}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </PagedResults>
    </div>
  );
}
