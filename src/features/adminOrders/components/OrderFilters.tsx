import { useState } from 'react';
import { ADMIN_ORDER_TEXTS as T } from '../../../../domain/order/boOrderTexts.ts';
import { ETAT_COMMANDE } from '../../../../domain/referenceIds.ts';
import { DateInput } from '../../../components/table/DateInput.tsx';
import { FilterBar } from '../../../components/table/FilterBar.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
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
  const [draft, setDraft] = useState(values);
  // A new address (back button, reset, shared link) brings its filters into the fields.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const etats = useEtatsCommande();
  const set = <K extends keyof OrderFilterValues>(name: K, value: OrderFilterValues[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
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
      <DateInput
        label={T.dateFromLabel}
        value={draft.DatePassageDebut ?? ''}
        onChange={(value) => set('DatePassageDebut', value || null)}
      />
      <DateInput
        label={T.dateToLabel}
        value={draft.DatePassageFin ?? ''}
        onChange={(value) => set('DatePassageFin', value || null)}
      />
    </FilterBar>
  );
}
