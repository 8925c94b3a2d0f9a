import type { BoAbonnementListValues } from './getBoAbonnementPage.ts';

/** The query keys of the back office's subscriptions. Every page sits under `all`, which a cancellation makes stale. */
export const boSubscriptionKeys = {
  all: () => ['bo', 'abonnements'] as const,
  list: (values: BoAbonnementListValues) => ['bo', 'abonnements', 'list', values] as const,
};
