import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { useReferenceList } from '../../publications/public.ts';
import type { PUBLICATION_FILTERS } from './publicationListParams.ts';

export type PublicationFilterValues = FilterValues<typeof PUBLICATION_FILTERS>;

export interface PublicationFiltersProps extends ListFiltersProps<PublicationFilterValues> {
  showState: boolean;
}

/** The publication lists' filters, sent with `Rechercher`; the address keeps what was sent. */
export function PublicationFilters({ values, showState, onSubmit, onReset }: PublicationFiltersProps) {
  const { draft, bind, bindRange } = useFilterDraft(values);
  const etats = useReferenceList('etatsPublication');
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      {showState && (
        <FilterSelect label={T.stateLabel} allLabel={T.allStates} options={etats.data} {...bind('IdEtatPublication')} />
      )}
      <FilterTextField label={T.marqueLabel} maxLength={200} {...bind('Marque')} />
      <FilterTextField label={T.accountLabel} maxLength={254} {...bind('Login')} />
      <DateRangeInputs
        fromLabel={T.dateFromLabel}
        toLabel={T.dateToLabel}
        {...bindRange('DateMajDebut', 'DateMajFin')}
      />
    </FilterBar>
  );
}
