import { longFrenchDay } from '../frenchDates.ts';
import { PUBLICATION_MESSAGES } from '../publication/messages.ts';

/** What the basket tells the customer after an edit (spec 2 §8), word for word. */
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

/** What the server answers in MessageErreur when it refuses or adjusts an edit; shown to the customer as is. */
export const BASKET_REFUSALS = {
  maximumReached: BASKET_MESSAGES.capReached,
  unknownProduct: "Ce produit n'est pas disponible.",
  notInBasket: "Cet article n'est pas dans votre panier.",
  subscriptionAlreadyThere: 'Votre panier contient déjà un abonnement.',
  subscriptionSingle: 'Un abonnement se commande en un seul exemplaire.',
  sessionRequired: 'Veuillez choisir une session de cette formation.',
  sessionFull: 'Cette session de formation est complète.',
  sessionPast: 'Cette session de formation a déjà commencé.',
  notATraining: "Ce produit n'est pas une formation : il n'a pas de session.",
  notForPublication: 'Ce produit ne se rattache pas à une publication.',
  unknownPublication: PUBLICATION_MESSAGES.notFound,
  emptyBasketCode: "Ajoutez un article à votre panier avant d'appliquer un code de réduction.",
  codeWithdrawn: "Le code de réduction n'est plus valable : il a été retiré de votre panier.",
} as const;

/** A date kept on one line: « 31 août 2025 » is not split at the end of a line. */
function unbroken(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/** Why a reduction code is refused (the contract's MotifRefusCode). */
export type MotifRefusCode = 'inconnu' | 'expire' | 'pasEncoreValable' | 'produitAbsent' | 'panierVide';

/**
 * What the customer reads under the code's field for each reason, as the contract's MotifRefusCode lists them. A
 * customer learns no more than a code's dates and target, which its holder knows; trying codes is rate-limited.
 */
export const CODE_REFUSALS = {
  inconnu: () => "Ce code de réduction n'existe pas.",
  expire: (dateFin: string) => `Ce code de réduction a expiré le ${unbroken(longFrenchDay(dateFin))}.`,
  pasEncoreValable: (dateDebut: string) =>
    `Ce code de réduction sera valable à partir du ${unbroken(longFrenchDay(dateDebut))}.`,
  produitAbsent: (libelle: string) =>
    `Ce code de réduction est réservé à «\u00a0${libelle}\u00a0», absent de votre panier.`,
  panierVide: () => BASKET_REFUSALS.emptyBasketCode,
} as const satisfies Record<MotifRefusCode, (detail: string) => string>;

function plural(count: number, one: string, many: string): string {
  return count > 1 ? many : one;
}

/** What the customer reads once the browser's basket has been merged into the account's, after signing in. */
export const MERGE_TEXTS = {
  added: (count: number) =>
    `${count} ${plural(count, 'article', 'articles')} de votre panier précédent ${plural(count, 'a été ajouté', 'ont été ajoutés')}.`,
  joined: (count: number) =>
    count > 1
      ? `${count} articles de votre panier précédent étaient déjà dans votre panier\u00a0: pour chacun, la plus grande des deux quantités a été gardée.`
      : '1 article de votre panier précédent était déjà dans votre panier\u00a0: la plus grande des deux quantités a été gardée.',
  setAside: (libelle: string | null, motif: string) =>
    `${libelle === null ? 'Un article' : `«\u00a0${libelle}\u00a0»`} de votre panier précédent n'a pas pu être ajouté\u00a0: ${motif}`,
} as const;
