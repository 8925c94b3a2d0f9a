/** The query keys of the customer's subscriptions. */
export const subscriptionKeys = {
  all: () => ['abonnements'] as const,
};
