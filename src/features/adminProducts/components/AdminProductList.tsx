import { useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { PagedResults } from '../../../components/table/PagedResults.tsx';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { useBoProduitPage, type BoProduit, type BoProduitListValues } from '../api/getBoProduitPage.ts';
import { ProductEditDialog } from './ProductEditDialog.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { PRODUCT_FILTERS, PRODUCT_SORT_COLUMNS, visibleFilter } from './productListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';

const SENS = { ascending: 'asc', descending: 'desc' } as const;

/**
 * Every product, hidden ones and discount codes included: filters, count, sortable table and pager kept in the
 * address; each row's « Modifier » opens its form over the list.
 */
export function AdminProductList() {
  const list = useListSearchParams({ filters: PRODUCT_FILTERS, sortColumns: PRODUCT_SORT_COLUMNS });
  const [editing, setEditing] = useState<BoProduit | null>(null);
  const values: BoProduitListValues = {
    Recherche: list.filters.Recherche,
    IdTypeProduit: list.filters.IdTypeProduit,
    Visible: visibleFilter(list.filters.Visible),
    Tri: list.sort ? { Colonne: list.sort.column, Sens: SENS[list.sort.direction] } : null,
    ...list.pagination,
  };
  const page = useBoProduitPage(values);
  return (
    <div className={layout.list}>
      <ProductFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      <PagedResults page={page} list={list} texts={T}>
        <ProductsTable
          produits={page.data?.Items ?? []}
          onEdit={setEditing}
          sort={list.sort}
          onSortChange={list.setSort}
          isStale={page.isPlaceholderData}
        />
      </PagedResults>
      {editing && <ProductEditDialog key={editing.Id} produit={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
