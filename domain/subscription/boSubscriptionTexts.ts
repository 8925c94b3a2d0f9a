/** What the back office answers about a subscription. */
export const BO_SUBSCRIPTION_NOT_FOUND = "Cet abonnement n'existe pas.";
/** A subscription whose period is over has nothing left to cancel. */
export const SUBSCRIPTION_ENDED = 'Cet abonnement est terminé : il ne peut plus être résilié.';
