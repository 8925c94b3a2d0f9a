/** Why a payment attempt cannot be opened for an order (Paiement_Create answers 409 with it). */
export const PAYMENT_REFUSALS = {
  alreadyPaid: 'Cette commande est déjà payée.',
  cancelled: 'Cette commande est annulée : elle ne peut plus être payée.',
  refunded: 'Cette commande a été remboursée : elle ne peut plus être payée.',
  awaitingValidation:
    'Un paiement de cette commande attend la validation de la banque : vous serez informé de son issue, rien n’est à refaire.',
  notPayable: 'Cette commande ne peut pas être payée.',
  nothingToPay: 'Cette commande s’élève à 0 € : il n’y a rien à payer.',
} as const;

/** What the shop answers the payment provider when it refuses a notification (IPN). Nothing is stored then. */
export const NOTIFICATION_REFUSALS = {
  invalidSignature: 'La signature de la notification de paiement est invalide.',
  wrongSite: 'La notification de paiement est adressée à une autre boutique (vads_site_id).',
  wrongMode: 'La notification de paiement n’est pas du mode de la boutique (vads_ctx_mode).',
  unknownTransaction: 'Aucune tentative de paiement ne correspond à cette transaction.',
  amountMismatch: 'Le montant ou la devise de la notification ne sont pas ceux de la tentative de paiement.',
} as const;

/** The answer to a notification taken into account, the first time or again. */
export const NOTIFICATION_ACCEPTED = 'Notification de paiement prise en compte.';
