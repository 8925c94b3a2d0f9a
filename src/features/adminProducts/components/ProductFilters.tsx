import { ADMIN_PRODUCT_TEXTS as T, PRODUCT_TYPE_LABELS } from '../../../../domain/basket/boProductTexts.ts';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import type { PRODUCT_FILTERS } from './productListParams.ts';

export type ProductFilterValues = FilterValues<typeof PRODUCT_FILTERS>;

export type ProductFiltersProps = ListFiltersProps<ProductFilterValues>;

const TYPES = Object.entries(PRODUCT_TYPE_LABELS).map(([id, label]) => ({ Id: Number(id), Libelle: label }));
/** The visibility filter as a reference list: 1 visible, 2 hidden. */
const VISIBILITIES = [
  { Id: 1, Libelle: T.visibleOnly, value: 'true' },
  { Id: 2, Libelle: T.hiddenOnly, value: 'false' },
] as const;

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function ProductFilters({ values, onSubmit, onReset }: ProductFiltersProps) {
  const { draft, set, bind } = useFilterDraft(values);
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      <FilterSelect label={T.typeLabel} allLabel={T.allTypes} options={TYPES} {...bind('IdTypeProduit')} />
      <FilterSelect
        label={T.visibilityLabel}
        allLabel={T.allVisibilities}
        options={VISIBILITIES}
        value={VISIBILITIES.find((option) => option.value === draft.Visible)?.Id ?? null}
        onChange={(id) => set('Visible', VISIBILITIES.find((option) => option.Id === id)?.value ?? null)}
      />
    </FilterBar>
  );
}
