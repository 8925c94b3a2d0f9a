import type { FilterValues } from '../../../lib/listParams/listSearchParams.ts';
import type { BoCompteFiltres } from '../api/getBoComptePage.ts';

/**
 * The filters of the back office's account list, as the address keeps them (the contract's names). Confirme is
 * written `oui` or `non`; anything else filters nothing.
 */
export const ACCOUNT_FILTERS = {
  Recherche: 'text',
  Siret: 'text',
  IdTypeCompte: 'id',
  Confirme: 'text',
} as const;

export type AccountFilterValues = FilterValues<typeof ACCOUNT_FILTERS>;

export const CONFIRME_PARAM = { yes: 'oui', no: 'non' } as const;

/** The list is always sorted by the server, last updated first (spec 1 §7): no column to sort by. */
export const ACCOUNT_SORT_COLUMNS = [] as const;
export const ACCOUNT_LIST_SORT = { column: 'DateMaj', direction: 'descending' } as const;

function confirmeOf(value: string | null): boolean | null {
  if (value === CONFIRME_PARAM.yes) return true;
  if (value === CONFIRME_PARAM.no) return false;
  return null;
}

/** The contract's CompteFiltres from what the address holds. */
export function compteFiltresOf(filters: AccountFilterValues): BoCompteFiltres {
  return {
    Recherche: filters.Recherche,
    Siret: filters.Siret,
    IdTypeCompte: filters.IdTypeCompte,
    Confirme: confirmeOf(filters.Confirme),
  };
}
