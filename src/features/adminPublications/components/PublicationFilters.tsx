import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar } from '../../../components/table/FilterBar.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
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
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField
        label={T.searchLabel}
        value={draft.Recherche}
        onChange={(value) => set('Recherche', value)}
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
      <FilterTextField
        label={T.marqueLabel}
        value={draft.Marque}
        onChange={(value) => set('Marque', value)}
        maxLength={200}
      />
      <FilterTextField
        label={T.accountLabel}
        value={draft.Login}
        onChange={(value) => set('Login', value)}
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
