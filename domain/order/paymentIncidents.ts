/**
 * One order, one charge. An attempt handed to the provider stays valid for `ATTEMPT_VALIDITY_MINUTES`: meanwhile no
 * other attempt opens and the order is not cancelled. A success the provider notifies for an order no longer awaiting
 * payment (paid by another attempt, cancelled, refunded) charged the customer for nothing: the payment is « à
 * rembourser » until staff confirm its refund, which is recorded as a credit note of the amount.
 */
export const ATTEMPT_VALIDITY_MINUTES = 20;

/** Why nothing may be done while an attempt is still at the provider (409); nothing changes. */
export const LIVE_ATTEMPT_REFUSALS = {
  payAgain: `Un paiement de cette commande est en cours chez le prestataire de paiement : attendez son issue (au plus ${ATTEMPT_VALIDITY_MINUTES} minutes) avant d'en tenter un autre, pour ne pas être débité deux fois.`,
  cancel: `Un paiement de cette commande est en cours chez le prestataire de paiement : la commande ne pourra être annulée qu'après son issue (au plus ${ATTEMPT_VALIDITY_MINUTES} minutes).`,
} as const;

/** Why confirming a refund is refused (409); nothing changes. */
export const REFUND_REFUSALS = {
  notToRefund: "Ce paiement n'est pas à rembourser : il a payé la commande, ou son remboursement est déjà enregistré.",
  notFound: "Ce paiement n'existe pas pour cette commande.",
} as const;

/** The mark staff find orders by. */
export const TO_REFUND_LABEL = 'À rembourser';

/** What staff read and do about a payment to refund on the order's page and in the list. */
export const STAFF_REFUND_TEXTS = {
  badge: TO_REFUND_LABEL,
  filterLabel: 'Paiements à rembourser seulement',
  title: 'Paiement à rembourser',
  lead: "Le prestataire a notifié un paiement accepté alors que la commande n'attendait plus de paiement : le client a été débité sans contrepartie. Remboursez-le chez le prestataire, puis confirmez-le ici.",
  amount: 'Montant',
  notifiedOn: 'Notifié le',
  transaction: 'N° de transaction',
  confirmButton: 'Confirmer le remboursement',
  confirmTitle: (montant: string) => `Confirmer le remboursement de ${montant} ?`,
  confirm: (montant: string, transaction: string) =>
    `Confirmez seulement une fois les ${montant} de la transaction ${transaction} rendus au client chez le prestataire de paiement. Un avoir de ce montant sera émis sur la commande et le paiement ne sera plus à rembourser.`,
  confirmAction: 'Confirmer le remboursement',
  keep: 'Pas encore',
  pending: 'Enregistrement...',
  done: (numeroAvoir: string) => `Le remboursement est enregistré : avoir ${numeroAvoir}.`,
  failed: "Le remboursement n'a pas été enregistré : le paiement est toujours à rembourser.",
  retry: 'Réessayer',
} as const;
