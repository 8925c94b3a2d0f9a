import { ADMIN_DELIVERY_TEXTS as T } from '../../../../domain/referencing/deliveryTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { useBoLivraisonPage, type BoLivraisonListValues } from '../api/getBoLivraisonPage.ts';
import { DeliverNowSection } from './DeliverNowSection.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { DeliveryFilters } from './DeliveryFilters.tsx';
import { DELIVERY_FILTERS, DELIVERY_SORT_COLUMNS, etatOf } from './deliveryListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';

/** The catalogue deliveries: « Livrer maintenant », then filters, count, table and pager kept in the address. */
export function AdminDeliveryList() {
  const list = useListSearchParams({ filters: DELIVERY_FILTERS, sortColumns: DELIVERY_SORT_COLUMNS });
  const values: BoLivraisonListValues = {
    ...list.filters,
    Etat: etatOf(list.filters.Etat),
    ...list.pagination,
  };
  const page = useBoLivraisonPage(values);
  return (
    <div className={layout.list}>
      <DeliverNowSection />
      <DeliveryFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      <PagedResults page={page} list={list} texts={T}>
        <DeliveriesTable livraisons={page.data?.Items ?? []} isStale={page.isPlaceholderData} />
      </PagedResults>
    </div>
  );
}
