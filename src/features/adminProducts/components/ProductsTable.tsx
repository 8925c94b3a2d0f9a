import { ADMIN_PRODUCT_TEXTS as T, PRODUCT_TYPE_LABELS } from '../../../../domain/basket/boProductTexts.ts';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import table from '../../../components/table/DataTable.module.css';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { BoProduit } from '../api/getBoProduitPage.ts';
import type { ProductSortColumn } from './productListParams.ts';
import { ReductionSummary } from './ReductionSummary.tsx';
import styles from './AdminProducts.module.css';

type Column = ProductSortColumn | 'Visible' | 'Reduction' | 'Actions';

function columns(onEdit: (produit: BoProduit) => void): DataTableColumn<BoProduit, Column>[] {
  return [
    {
      id: 'Libelle',
      label: T.columns.libelle,
      allowsSorting: true,
      isRowHeader: true,
      cell: (p) => (
        <>
          <span className={table.primary}>{p.Libelle}</span>
          <span className={table.secondary}>{p.Rubrique}</span>
        </>
      ),
    },
    {
      id: 'IdTypeProduit',
      label: T.columns.type,
      allowsSorting: true,
      cell: (p) => PRODUCT_TYPE_LABELS[p.IdTypeProduit],
    },
    {
      id: 'PrixTTCCentimes',
      label: T.columns.prix,
      allowsSorting: true,
      align: 'end',
      cell: (p) =>
        p.IdTypeProduit === TYPE_PRODUIT.reduction ? (
          <span className={table.secondary}>{T.noCode}</span>
        ) : (
          <span className={styles.amount}>{formatPrice(p.PrixTTCCentimes)}</span>
        ),
    },
    {
      id: 'Visible',
      label: T.columns.visible,
      // The column's header names the badge; a visually hidden prefix would also escape the scrolling frame.
      cell: (p) =>
        p.IdTypeProduit === TYPE_PRODUIT.reduction ? (
          <span className={table.secondary}>{T.codeOnly}</span>
        ) : (
          <Badge tone={p.Visible ? 'success' : 'neutral'}>{p.Visible ? T.visible : T.hidden}</Badge>
        ),
    },
    {
      id: 'Reduction',
      label: T.columns.reduction,
      cell: (p) =>
        p.Reduction ? (
          <ReductionSummary reduction={p.Reduction} />
        ) : (
          <span className={table.secondary}>{T.noCode}</span>
        ),
    },
    {
      id: 'Actions',
      label: T.columns.actions,
      cell: (p) => (
        <Button variant="secondary" onPress={() => onEdit(p)} aria-label={T.editRow(p.Libelle)}>
          {T.edit}
        </Button>
      ),
    },
  ];
}

export interface ProductsTableProps {
  produits: readonly BoProduit[];
  onEdit: (produit: BoProduit) => void;
  sort: ListSort<ProductSortColumn> | null;
  onSortChange: (sort: ListSort<ProductSortColumn>) => void;
  isStale: boolean;
}

/** A page of every product, hidden ones and discount codes included, each with its « Modifier » button. */
export function ProductsTable({ produits, onEdit, sort, onSortChange, isStale }: ProductsTableProps) {
  return (
    <DataTable
      label={T.listTitle}
      columns={columns(onEdit)}
      rows={produits}
      rowKey={(p) => p.Id}
      rowLabel={(p) => T.editRow(p.Libelle)}
      onRowAction={onEdit}
      sort={sort}
      // Only the sortable columns raise a sort.
      onSortChange={(next) => onSortChange(next as ListSort<ProductSortColumn>)}
      isStale={isStale}
    />
  );
}
