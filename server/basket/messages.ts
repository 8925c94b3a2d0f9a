import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';

/** What the basket answers in MessageErreur when it refuses or adjusts an edit; shown to the customer as is. */
export const BASKET_MESSAGES = {
  maximumReached: 'Le nombre maximum de produit a été atteint',
  unknownProduct: "Ce produit n'est pas disponible.",
  notInBasket: "Cet article n'est pas dans votre panier.",
  subscriptionAlreadyThere: 'Votre panier contient déjà un abonnement.',
  subscriptionSingle: "Un abonnement se commande en un seul exemplaire.",
  sessionRequired: 'Veuillez choisir une session de cette formation.',
  sessionFull: 'Cette session de formation est complète.',
  sessionPast: 'Cette session de formation a déjà commencé.',
  notATraining: "Ce produit n'est pas une formation : il n'a pas de session.",
  notForPublication: 'Ce produit ne se rattache pas à une publication.',
  unknownPublication: PUBLICATION_MESSAGES.notFound,
  unknownCode: "Ce code de réduction n'existe pas.",
  expiredCode: 'Ce code de réduction a expiré.',
  codeNotApplicable: "Ce code de réduction ne s'applique à aucun article de votre panier.",
  emptyBasketCode: "Ajoutez un article à votre panier avant d'appliquer un code de réduction.",
  codeWithdrawn: "Le code de réduction n'est plus valable : il a été retiré de votre panier.",
} as const;
