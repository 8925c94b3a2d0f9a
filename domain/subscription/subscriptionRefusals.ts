/** The answer for a subscription the caller does not have (unknown, or another account's). */
export const SUBSCRIPTION_NOT_FOUND = "Cet abonnement n'existe pas ou ne fait pas partie de vos abonnements.";
