/** What an address of a publication shows when the publication is not one of the author's. */
export const PUBLICATION_NOT_FOUND = {
  title: 'Publication introuvable',
  message: "Cette publication n'existe pas ou ne fait pas partie de vos publications.",
} as const;
