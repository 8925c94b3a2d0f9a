/** The query keys of the editorial content: the pages by name and the seller's identity. */
export const contentKeys = {
  contenus: () => ['contenu'] as const,
  contenu: (name: string) => ['contenu', name] as const,
  identiteVendeur: () => ['identiteVendeur'] as const,
};
