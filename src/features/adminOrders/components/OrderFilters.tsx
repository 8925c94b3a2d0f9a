import { ADMIN_ORDER_TEXTS as T } from '../../../../domain/order/boOrderTexts.ts';
import { ETAT_COMMANDE } from '../../../../domain/referenceIds.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar } from '../../../components/table/FilterBar.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { useEtatsCommande } from '../api/getEtatsCommande.ts';
import type { ORDER_FILTERS } from './orderListParams.ts';

export type OrderFilterValues = FilterValues<typeof ORDER_FILTERS>;

export interface OrderFiltersProps {
  values: OrderFilterValues;
  onSubmit: (values: OrderFilterValues) => void;
  onReset: () => void;
}

const ALL_STATES = 0;

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function OrderFilters({ values, onSubmit, onReset }: OrderFiltersProps) {
  const { draft, set } = useFilterDraft(values);
  const etats = useEtatsCommande();
  const text = (value: string) => (value.trim() === '' ? null : value);
  const accountId = (value: string) => (/^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null);
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <TextField
        label={T.searchLabel}
        isOptional
        value={draft.Recherche ?? ''}
        onChange={(value) => set('Recherche', text(value))}
        maxLength={200}
      />
      <SelectField
        label={T.stateLabel}
        isOptional
        options={[
          { id: ALL_STATES, label: T.allStates },
          ...(etats.data ?? [])
            .filter((etat) => etat.Id !== ETAT_COMMANDE.panier)
            .map((etat) => ({ id: etat.Id, label: etat.Libelle })),
        ]}
        selectedId={draft.IdEtatCommande ?? ALL_STATES}
        onChange={(id) => set('IdEtatCommande', id === null || id === ALL_STATES ? null : id)}
      />
      <TextField
        label={T.accountLabel}
        isOptional
        inputMode="numeric"
        value={draft.IdPersonne === null ? '' : String(draft.IdPersonne)}
        onChange={(value) => set('IdPersonne', accountId(value))}
        maxLength={10}
      />
      <DateRangeInputs
        fromLabel={T.dateFromLabel}
        toLabel={T.dateToLabel}
        from={draft.DatePassageDebut}
        to={draft.DatePassageFin}
        onFromChange={(value) => set('DatePassageDebut', value)}
        onToChange={(value) => set('DatePassageFin', value)}
      />
    </FilterBar>
  );
}
