import { ADMIN_COMMANDE_TEXTS as T } from '../../../../domain/order/boCommandeTexts.ts';
import { ETAT_COMMANDE } from '../../../../domain/referenceIds.ts';
import { DateRangeInputs } from '../../../components/table/DateRangeInputs.tsx';
import { FilterBar, type ListFiltersProps } from '../../../components/table/FilterBar.tsx';
import { FilterSelect } from '../../../components/table/FilterSelect.tsx';
import { FilterTextField } from '../../../components/table/FilterTextField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import { useFilterDraft } from '../../../lib/listParams/useFilterDraft.ts';
import { parseId } from '../../../lib/routing/parseId.ts';
import { useEtatsCommande } from '../api/getEtatsCommande.ts';
import { STAFF_REFUND_TEXTS } from '../../../../domain/order/paymentIncidents.ts';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { TO_REFUND_FILTER_ON, type COMMANDE_FILTERS } from './commandeListParams.ts';

export type CommandeFilterValues = FilterValues<typeof COMMANDE_FILTERS>;

export type CommandeFiltersProps = ListFiltersProps<CommandeFilterValues>;

/** The filters as typed, sent with `Rechercher`; the address keeps what was sent. */
export function CommandeFilters({ values, onSubmit, onReset }: CommandeFiltersProps) {
  const { draft, set, bind, bindRange } = useFilterDraft(values);
  const etats = useEtatsCommande();
  // An account number is an id of the contract: what could not be one is not taken, and what was typed stays.
  const typeAccountId = (value: string) => {
    if (value.trim() === '') set('IdPersonne', null);
    else {
      const id = parseId(value.trim());
      if (id !== null) set('IdPersonne', id);
    }
  };
  return (
    <FilterBar label={T.filtersLabel} onSubmit={() => onSubmit(draft)} onReset={onReset}>
      <FilterTextField label={T.searchLabel} maxLength={200} {...bind('Recherche')} />
      <FilterSelect
        label={T.stateLabel}
        allLabel={T.allStates}
        options={etats.data?.filter((etat) => etat.Id !== ETAT_COMMANDE.panier)}
        {...bind('IdEtatCommande')}
      />
      <TextField
        label={T.accountLabel}
        isOptional
        inputMode="numeric"
        value={draft.IdPersonne === null ? '' : String(draft.IdPersonne)}
        onChange={typeAccountId}
        maxLength={10}
      />
      <DateRangeInputs
        fromLabel={T.dateFromLabel}
        toLabel={T.dateToLabel}
        {...bindRange('DatePassageDebut', 'DatePassageFin')}
      />
      <CheckboxField
        isSelected={draft.ARembourser === TO_REFUND_FILTER_ON}
        onChange={(selected) => set('ARembourser', selected ? TO_REFUND_FILTER_ON : null)}
      >
        {STAFF_REFUND_TEXTS.filterLabel}
      </CheckboxField>
    </FilterBar>
  );
}
