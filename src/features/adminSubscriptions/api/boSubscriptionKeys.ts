import type { ValuesOf } from '../../../lib/api/client.ts';

export type BoAbonnementListValues = ValuesOf<'/BO/Abonnement/Abonnement_GetAll_List'>;

/** The query keys of the back office's subscriptions. Every page sits under `all`, which a cancellation makes stale. */
export const boSubscriptionKeys = {
  all: () => ['bo', 'abonnements'] as const,
  list: (values: BoAbonnementListValues) => ['bo', 'abonnements', 'list', values] as const,
};
