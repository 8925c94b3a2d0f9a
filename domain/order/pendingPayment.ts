/**
 * A payment attempt awaiting the bank's decision at the provider (Lyra's AUTHORISED_TO_VALIDATE,
 * WAITING_AUTHORISATION, UNDER_VERIFICATION…). A card authorisation holds for seven days: an attempt awaiting
 * validation that nobody validates by then is expired by the provider, which says so in a notification.
 */
export const PENDING_AUTHORISATION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the provider keeps the attempt's authorisation, counted from when the attempt was made. */
export function pendingAttemptValidUntil(dateCreation: Date): Date {
  return new Date(dateCreation.getTime() + PENDING_AUTHORISATION_DAYS * DAY_MS);
}

/** Why a cancellation of the pending attempt is refused; nothing changes then. */
export const PENDING_PAYMENT_REFUSALS = {
  /** 409: the order's last attempt is not awaiting the bank's decision. */
  notPending: (etat: string) =>
    `Aucun paiement de cette commande n'attend la validation de la banque : elle est « ${etat} ».`,
  /** 502: the provider answered with a refusal (its own message follows). */
  providerRefused: (raison: string) =>
    `Le prestataire de paiement a refusé l'annulation de la transaction : ${raison} Rien n'a changé.`,
  /** 502: the provider did not answer, or not in its protocol. */
  providerUnreachable:
    "Le prestataire de paiement n'a pas répondu à la demande d'annulation : rien n'a changé, réessayez dans un instant.",
  /** 502: the provider's notification did not give its transaction id, which its web services need. */
  noReference:
    "Le prestataire n'a pas communiqué la référence de cette transaction : annulez-la depuis son back-office. Rien n'a changé ici.",
  /** 502: the portal has no access to the provider's web services (PAYMENT_API_URL, PAYMENT_API_PASSWORD). */
  notConfigured:
    "Le portail n'a pas accès aux services web du prestataire de paiement : annulez la transaction depuis son back-office. Rien n'a changé ici.",
} as const;

/** What staff read and do about a pending attempt on the order's page. */
export const STAFF_PENDING_PAYMENT_TEXTS = {
  title: 'Paiement en attente de validation par la banque',
  lead: "La dernière tentative de paiement attend la décision de la banque : tant qu'elle est en attente, la commande ne peut être ni payée de nouveau ni annulée.",
  date: 'Tentative du',
  amount: 'Montant',
  reference: 'Référence chez le prestataire',
  transaction: 'N° de transaction',
  providerStatus: 'Statut chez le prestataire',
  validUntil: "Valable jusqu'au",
  unknownReference: 'Non communiquée',
  waitTitle: 'Attendre',
  wait: (validUntil: string) =>
    `Le prestataire notifiera la décision de la banque : la commande sera alors payée, ou de nouveau à payer. Sans validation d'ici le ${validUntil}, l'autorisation expire et la commande redevient à payer.`,
  cancelTitle: 'Annuler la tentative',
  cancel:
    "La transaction est annulée chez le prestataire, rien n'est débité ; la commande redevient « En attente de paiement » et le client peut la payer de nouveau.",
  cancelButton: 'Annuler la tentative de paiement',
  confirmTitle: (numero: string) => `Annuler la tentative de paiement de la commande ${numero} ?`,
  confirm: (montant: string) =>
    `La transaction de ${montant} sera annulée chez le prestataire de paiement : la banque ne la validera plus et rien ne sera débité. La commande redeviendra « En attente de paiement » : le client pourra la payer de nouveau, et vous pourrez l'annuler.`,
  confirmButton: 'Annuler la tentative',
  keep: 'Attendre la banque',
  pending: 'Annulation...',
  done: 'La tentative de paiement est annulée : la commande peut être payée de nouveau.',
  cancelFailed: "L'annulation n'a pas abouti : la tentative attend toujours la décision de la banque.",
  retry: 'Réessayer',
} as const;

/** What the customer reads of the same attempt, on the order's page and the payment pages. */
export const CUSTOMER_PENDING_PAYMENT_TEXTS = {
  title: 'Paiement en attente de validation par la banque',
  next: "Votre banque n'a pas encore validé le paiement : rien n'est à refaire. Dès sa décision, la commande sera payée et vous recevrez la confirmation par e-mail ; si elle ne le valide pas, vous pourrez payer la commande de nouveau.",
  cancelledTitle: 'Paiement annulé : la commande est à payer de nouveau',
  cancelled:
    "La tentative de paiement qui attendait la validation de votre banque a été annulée par notre équipe, et rien n'a été débité. Vous pouvez payer la commande de nouveau.",
} as const;
