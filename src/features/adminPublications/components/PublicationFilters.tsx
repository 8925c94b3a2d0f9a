import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar } from '../../../components/table/FilterBar.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { useReferenceList } from '../../publications/public.ts';
import type { PUBLICATION_FILTERS } from './publicationListParams.ts';

export type PublicationFilterValues = FilterValues<typeof PUBLICATION_FILTERS>;

export interface PublicationFiltersProps {
  values: PublicationFilterValues;
  showState: boolean;
  onSubmit: (values: PublicationFilterValues) => void;
  onReset: () => void;
}

/** The publication lists' filters, sent with `Rechercher`; the address keeps what was sent. */
export function PublicationFilters({ values, showState, onSubmit, onReset }: PublicationFiltersProps) {
  const { draft, set } = useFilterDraft(values);
  const etats = useReferenceList('etatsPublication');
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
        <FilterSelect
          label={T.stateLabel}
          allLabel={T.allStates}
          options={etats.data}
          value={draft.IdEtatPublication}
          onChange={(id) => set('IdEtatPublication', id)}
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
      <DateRangeInputs
        fromLabel={T.dateFromLabel}
        toLabel={T.dateToLabel}
        from={draft.DateMajDebut}
        to={draft.DateMajFin}
        onFromChange={(value) => set('DateMajDebut', value)}
        onToChange={(value) => set('DateMajFin', value)}
      />
    </FilterBar>
  );
}
