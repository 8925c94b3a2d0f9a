/**
 * The query keys of the catalogue: its rubriques and products. An edited content block makes every one of them
 * stale, since their Contenu carries their texts.
 */
export const catalogueKeys = {
  rubriques: () => ['rubriques'] as const,
  produits: () => ['produits'] as const,
  produitsOfRubrique: (idRubrique: number) => ['produits', 'rubrique', idRubrique] as const,
  produitDetails: () => ['produit'] as const,
  produit: (id: number) => ['produit', id] as const,
};
