/** Words of the back office's lists: their filter bar, their states and their count. */
export const LIST_TEXTS = {
  search: 'Rechercher',
  resetFilters: 'Réinitialiser les filtres',
} as const;

/** « 1 234 publications », « 1 publication », « Aucune publication ». */
export function countLabel(count: number, singular: string, plural: string, none: string): string {
  if (count === 0) return none;
  return `${new Intl.NumberFormat('fr-FR').format(count)} ${count === 1 ? singular : plural}`;
}

/** How a back-office list counts its rows: « 1 commande », « 2 commandes », « Aucune commande ». */
export interface CountWords {
  singular: string;
  plural: string;
  none: string;
}

/**
 * The words every back-office list says the same way of its own rows (`rows`, « commandes »): its title, its filter
 * bar's and its pager's names, its count, and that no row passes the filters.
 */
export function backOfficeListTexts(listTitle: string, rows: string, count: CountWords) {
  return {
    listTitle,
    filtersLabel: `Filtrer les ${rows}`,
    pagerLabel: `Pages des ${rows}`,
    count,
    empty: `${count.none} ne correspond à votre recherche.`,
  };
}
