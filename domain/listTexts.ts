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
