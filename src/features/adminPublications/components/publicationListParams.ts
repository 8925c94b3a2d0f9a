/** The filters of the back office's publication lists, as the address keeps them (the contract's
 * names); the moderation list leaves the state out, since all its publications await moderation. */
export const PUBLICATION_FILTERS = {
  Recherche: 'text',
  IdEtatPublication: 'id',
  Login: 'text',
  DateMajDebut: 'date',
  DateMajFin: 'date',
} as const;

export const PUBLICATION_SORT_COLUMNS = ['Titre', 'Ean', 'DateMaj'] as const;
export type PublicationSortColumn = (typeof PUBLICATION_SORT_COLUMNS)[number];
