/**
 * The query keys of the customer's publications. Every list sits under `all`, so a saved, withdrawn or deleted
 * publication makes them stale at once; one publication and its files sit apart.
 */
export const publicationKeys = {
  all: () => ['publications'] as const,
  page: (page: number) => ['publications', 'page', page] as const,
  everyOne: () => ['publications', 'toutes'] as const,
  marques: (eanDigits: string) => ['publications', 'marques', eanDigits] as const,
  detail: (id: number) => ['publication', id] as const,
  file: (address: string) => ['publication-file', address] as const,
};
