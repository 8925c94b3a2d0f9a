import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { useTypesCompte } from '../api/getTypesCompte.ts';
import { CONFIRME_PARAM, type AccountFilterValues } from './accountListParams.ts';

export type AccountFiltersProps = ListFiltersProps<AccountFilterValues>;

const CONFIRME_CHOICES = [
  { id: 0, label: T.confirmeOptions.all, value: null },
  { id: 1, label: T.confirmeOptions.yes, value: CONFIRME_PARAM.yes },
  { id: 2, label: T.confirmeOptions.no, value: CONFIRME_PARAM.no },
] as const;

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function AccountFilters({ values, onSubmit, onReset }: AccountFiltersProps) {
  const { draft, set, bind } = useFilterDraft(values);
  const types = useTypesCompte();
  const confirme = CONFIRME_CHOICES.find((choice) => choice.value === draft.Confirme) ?? CONFIRME_CHOICES[0];
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      <FilterTextField label={T.siretLabel} inputMode="numeric" maxLength={14} {...bind('Siret')} />
      <FilterSelect label={T.typeLabel} allLabel={T.allTypes} options={types.data} {...bind('IdTypeCompte')} />
      <SelectField
        label={T.confirmeLabel}
        isOptional
        options={CONFIRME_CHOICES}
        selectedId={confirme.id}
        onChange={(id) => set('Confirme', CONFIRME_CHOICES.find((choice) => choice.id === id)?.value ?? null)}
      />
    </FilterBar>
  );
}
