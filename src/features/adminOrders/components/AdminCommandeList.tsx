import { useSearchParams } from 'react-router-dom';
import { ADMIN_COMMANDE_TEXTS as T } from '../../../../domain/order/boCommandeTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { parseId } from '../../../lib/routing/parseId.ts';
import { useBoCommandePage, type BoCommandeListValues } from '../api/getBoCommandePage.ts';
import { ADMIN_COMMANDE_PATHS, OPEN_COMMANDE_PARAM } from '../paths.ts';
import { AdminCommandePanel } from './AdminCommandePanel.tsx';
import { CommandeFilters } from './CommandeFilters.tsx';
import { CommandesTable } from './CommandesTable.tsx';
import {
  DEFAULT_COMMANDE_SORT,
  COMMANDE_FILTERS,
  COMMANDE_SORT_COLUMNS,
  TO_REFUND_FILTER_ON,
} from './commandeListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';

const SENS = { ascending: 'asc', descending: 'desc' } as const;

/**
 * Every account's orders: filters, count, sortable table and pager kept in the address, and the order opened over
 * the list (`?Commande=<id>`) so that a reload or a shared link opens it again.
 */
export function AdminCommandeList() {
  const list = useListSearchParams({
    filters: COMMANDE_FILTERS,
    sortColumns: COMMANDE_SORT_COLUMNS,
    defaultSort: DEFAULT_COMMANDE_SORT,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = parseId(searchParams.get(OPEN_COMMANDE_PARAM) ?? undefined);
  const values: BoCommandeListValues = {
    ...list.filters,
    ARembourser: list.filters.ARembourser === TO_REFUND_FILTER_ON ? true : null,
    Tri: list.sort ? { Colonne: list.sort.column, Sens: SENS[list.sort.direction] } : null,
    ...list.pagination,
  };
  const page = useBoCommandePage(values);
  const withCommande = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete(OPEN_COMMANDE_PARAM);
    else next.set(OPEN_COMMANDE_PARAM, String(id));
    const query = next.toString();
    return query ? `${ADMIN_COMMANDE_PATHS.list}?${query}` : ADMIN_COMMANDE_PATHS.list;
  };
  const closeCommande = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(OPEN_COMMANDE_PARAM);
      return next;
    });
  return (
    <div className={layout.list}>
      <CommandeFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      {openId !== null && <AdminCommandePanel key={openId} id={openId} onClose={closeCommande} />}
      <PagedResults page={page} list={list} texts={T}>
        <CommandesTable
          commandes={page.data?.Items ?? []}
          commandeHref={(commande) => withCommande(commande.Id)}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </PagedResults>
    </div>
  );
}
