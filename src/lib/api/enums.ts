/** Product types (Produit.IdTypeProduit). */
export const TypeProduit = {
  Referencement: 1,
  Formation: 2,
  Article: 3,
  Abonnement: 4,
  Reduction: 5,
} as const;

/** Content element types (ContenuElement.IdTypeContenuElement). */
export const TypeContenuElement = {
  Inconnu: 0,
  Texte: 1,
  Image: 2,
  Faq: 3,
  Booleen: 4,
} as const;
