import type { ListSort } from '../../../lib/listParams/listSearchParams.ts';
import type { BoPublicationListKind } from '../api/getBoPublicationPage.ts';

/**
 * The filters of the back office's publication lists, as the address keeps them (the contract's
 * names); the moderation list leaves the state out, since all its publications await moderation.
 */
export const PUBLICATION_FILTERS = {
  Recherche: 'text',
  IdEtatPublication: 'id',
  Marque: 'text',
  Login: 'text',
  DateMajDebut: 'date',
  DateMajFin: 'date',
} as const;

/** The columns a list sorts on (TriPublication.Colonne). */
export const PUBLICATION_SORT_COLUMNS = [
  'Titre',
  'Ean',
  'Marque',
  'Login',
  'IdEtatPublication',
  'DateMaj',
  'DateSoumission',
] as const;
export type PublicationSortColumn = (typeof PUBLICATION_SORT_COLUMNS)[number];

/** The order each list has when none is asked for, as the server applies it. */
export const DEFAULT_PUBLICATION_SORT: Readonly<Record<BoPublicationListKind, ListSort<PublicationSortColumn>>> = {
  publications: { column: 'DateMaj', direction: 'descending' },
  moderation: { column: 'DateSoumission', direction: 'ascending' },
};

/** The contract's Tri of a list's sort. */
export function triOf(sort: ListSort<PublicationSortColumn> | null) {
  return sort ? ({ Colonne: sort.column, Sens: sort.direction === 'ascending' ? 'asc' : 'desc' } as const) : null;
}
