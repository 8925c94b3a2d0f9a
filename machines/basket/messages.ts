/** What the basket tells the customer (spec 2 §8), word for word. */
export const BASKET_MESSAGES = {
  added: 'Votre article a été ajouté au panier',
  updated: 'Modification du panier effectuée',
  removed: 'Votre article a été retiré du panier',
  capReached: 'Le nombre maximum de produit a été atteint',
  saveFailed: 'Erreur lors de la modification du panier',
  mergeFailed: 'erreur lors de la modification du panier',
  loadFailed: 'erreur lors de la récupération du panier',
  codeApplied: 'Code de réduction correctement appliqué',
  codeFailed: "erreur lors de l'application du code de réduction",
  codeRemovalFailed: 'erreur lors de la suppression du code de réduction',
} as const;
