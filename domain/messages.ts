/** Texts the specifications give for every screen that loads or saves (spec 1 §2, §8), word for word. */
export const COMMON_MESSAGES = {
  loading: 'Chargement en cours...',
  saving: 'Enregistrement en cours...',
  saved: 'Modifications enregistrées',
} as const;
