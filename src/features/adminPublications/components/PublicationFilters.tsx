import { useState } from 'react';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DateInput } from '../../../components/table/DateInput.tsx';
import { FilterBar } from '../../../components/table/FilterBar.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useReferenceList } from '../../publications/public.ts';
import type { PUBLICATION_FILTERS } from './publicationListParams.ts';

export type PublicationFilterValues = FilterValues<typeof PUBLICATION_FILTERS>;

export interface PublicationFiltersProps {
  values: PublicationFilterValues;
  showState: boolean;
  onSubmit: (values: PublicationFilterValues) => void;
  onReset: () => void;
}

const ALL_STATES = 0;

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function PublicationFilters({ values, showState, onSubmit, onReset }: PublicationFiltersProps) {
  const [draft, setDraft] = useState(values);
  // A new address (back button, reset, shared link) brings its filters into the fields.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const etats = useReferenceList('etatsPublication');
  const set = <K extends keyof PublicationFilterValues>(name: K, value: PublicationFilterValues[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const text = (value: string) => (value.trim() === '' ? null : value);
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <TextField
        label={T.searchLabel}
        isOptional
        value={draft.Recherche ?? ''}
        onChange={(value) => set('Recherche', text(value))}
        maxLength={200}
      />
      {showState && (
        <SelectField
          label={T.stateLabel}
          isOptional
          options={[
            { id: ALL_STATES, label: T.allStates },
            ...(etats.data ?? []).map((etat) => ({ id: etat.Id, label: etat.Libelle })),
          ]}
          selectedId={draft.IdEtatPublication ?? ALL_STATES}
          onChange={(id) => set('IdEtatPublication', id === null || id === ALL_STATES ? null : id)}
        />
      )}
      <TextField
        label={T.marqueLabel}
        isOptional
        value={draft.Marque ?? ''}
        onChange={(value) => set('Marque', text(value))}
        maxLength={200}
      />
      <TextField
        label={T.accountLabel}
        isOptional
        value={draft.Login ?? ''}
        onChange={(value) => set('Login', text(value))}
        maxLength={254}
      />
      <DateInput
        label={T.dateFromLabel}
        value={draft.DateMajDebut ?? ''}
        onChange={(value) => set('DateMajDebut', value || null)}
      />
      <DateInput
        label={T.dateToLabel}
        value={draft.DateMajFin ?? ''}
        onChange={(value) => set('DateMajFin', value || null)}
      />
    </FilterBar>
  );
}
