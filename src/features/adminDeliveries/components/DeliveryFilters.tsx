import {
  ADMIN_DELIVERY_TEXTS as T,
  DELIVERY_STATE_LABELS,
  ETATS_LIVRAISON,
} from '../../../../domain/referencing/deliveryTexts.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { etatOf, type DELIVERY_FILTERS } from './deliveryListParams.ts';

export type DeliveryFilterValues = FilterValues<typeof DELIVERY_FILTERS>;

// The select lists numbered options: a state's number is its place in the list, from 1.
const ETAT_OPTIONS = ETATS_LIVRAISON.map((etat, index) => ({ Id: index + 1, Libelle: DELIVERY_STATE_LABELS[etat] }));

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function DeliveryFilters({ values, onSubmit, onReset }: ListFiltersProps<DeliveryFilterValues>) {
  const { draft, set, bind, bindRange } = useFilterDraft(values);
  const etat = etatOf(draft.Etat);
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      <FilterSelect
        label={T.stateLabel}
        allLabel={T.allStates}
        options={ETAT_OPTIONS}
        value={etat === null ? null : ETATS_LIVRAISON.indexOf(etat) + 1}
        onChange={(id) => set('Etat', id === null ? null : (ETATS_LIVRAISON[id - 1] ?? null))}
      />
      <DateRangeInputs fromLabel={T.dateFromLabel} toLabel={T.dateToLabel} {...bindRange('DateDebut', 'DateFin')} />
    </FilterBar>
  );
}
