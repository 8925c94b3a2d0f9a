/** Texts the specifications give for every screen that loads, saves or searches (spec 1 §2, §8; spec 2 §8). */
export const COMMON_MESSAGES = {
  loading: 'Chargement en cours...',
  saving: 'Enregistrement en cours...',
  saved: 'Modifications enregistrées',
  /** The placeholder of an empty tree: the FAQ or the subjects filtered to nothing. */
  noResults: 'Pas de résultats',
} as const;
