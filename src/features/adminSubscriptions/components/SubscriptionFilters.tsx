import {
  ADMIN_SUBSCRIPTION_TEXTS as T,
  BO_SUBSCRIPTION_ETATS,
} from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { ETATS_ABONNEMENT, etatOf, type SUBSCRIPTION_FILTERS } from './subscriptionListParams.ts';

export type SubscriptionFilterValues = FilterValues<typeof SUBSCRIPTION_FILTERS>;

export type SubscriptionFiltersProps = ListFiltersProps<SubscriptionFilterValues>;

// The select lists numbered options: a state's number is its place in the list, from 1.
const ETAT_OPTIONS = ETATS_ABONNEMENT.map((etat, index) => ({ Id: index + 1, Libelle: BO_SUBSCRIPTION_ETATS[etat] }));

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function SubscriptionFilters({ values, onSubmit, onReset }: SubscriptionFiltersProps) {
  const { draft, set, bind, bindRange } = useFilterDraft(values);
  const etat = etatOf(draft.Etat);
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      <FilterSelect
        label={T.stateLabel}
        allLabel={T.allStates}
        options={ETAT_OPTIONS}
        value={etat === null ? null : ETATS_ABONNEMENT.indexOf(etat) + 1}
        onChange={(id) => set('Etat', id === null ? null : (ETATS_ABONNEMENT[id - 1] ?? null))}
      />
      <DateRangeInputs
        fromLabel={T.dateFromLabel}
        toLabel={T.dateToLabel}
        {...bindRange('DateDebutMin', 'DateDebutMax')}
      />
    </FilterBar>
  );
}
