import { IDEMPOTENCY_KEY_LENGTH } from './idempotencyKey.ts';

/** Why the server refuses to place the basket as an order (Commande_Create answers 409 with it; nothing is written). */
export const COMMANDE_REFUSALS = {
  emptyBasket: 'Votre panier est vide : il n’y a rien à commander.',
  publicationMissing: 'Choisissez la publication de chaque ligne de référencement avant de commander.',
  codeExpired:
    'Votre code de réduction n’est plus valable : il a été retiré de votre panier. Vérifiez le nouveau total avant de commander.',
  cgvOutdated:
    'Les conditions générales de vente ont changé depuis l’ouverture de cette page : relisez-les et acceptez-les de nouveau.',
  addressMissing: 'Renseignez votre adresse de facturation dans votre profil avant de commander.',
  immediateStartRequired:
    'Une prestation de votre panier commence avant la fin du délai de rétractation : demandez expressément son exécution immédiate et reconnaissez la perte du droit de rétractation.',
  trainingForIndividual: (libelles: readonly string[]) =>
    `${libelles.map((libelle) => `« ${libelle} »`).join(', ')} : une formation payée par un particulier pour lui-même ne se commande pas en ligne (Code du travail, articles L6353-3 à L6353-6). Retirez-la de votre panier, ou contactez-nous pour l’organiser.`,
} as const;

/** Why an action sent with an Idempotency-Key is refused. */
export const IDEMPOTENCY_REFUSALS = {
  keyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
  keyLength: `La clé Idempotency-Key doit compter de ${IDEMPOTENCY_KEY_LENGTH.min} à ${IDEMPOTENCY_KEY_LENGTH.max} caractères.`,
} as const;
