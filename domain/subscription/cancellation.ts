/** What the cancellation rule reads of a subscription (the contract's Abonnement). */
export interface CancellableAbonnement {
  Actif: boolean;
  Renouvellement: boolean;
  DateResiliation: string | null;
}

/**
 * A subscription the customer may still cancel: active and renewing. Once cancelled it runs to the end of its
 * paid period without renewing, and there is nothing left to cancel.
 */
export function isCancellable(abonnement: CancellableAbonnement): boolean {
  return abonnement.Actif && abonnement.Renouvellement && abonnement.DateResiliation === null;
}
