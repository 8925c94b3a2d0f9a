import { isCancellable } from '../../domain/subscription/cancellation.ts';
import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createSubscriptionCancelActors } from './actors.ts';
import type { Abonnement, ResilierInput, SubscriptionCancelContext, SubscriptionCancelDependencies } from './types.ts';

function target(context: SubscriptionCancelContext): Abonnement {
  if (!context.abonnement) throw new Error('No subscription is being cancelled');
  return context.abonnement;
}

/**
 * Cancelling a subscription from « Mes Abonnements » (Code de la consommation L215-1-1): the customer asks,
 * confirms, and the server stops the renewal. A failure keeps the subscription as it was and offers to try
 * again; once done, another subscription may be cancelled the same way.
 */
export const subscriptionCancelMachine = confirmedCallMachine({
  id: 'subscriptionCancel',
  calling: 'cancelling',
  call: 'resilierAbonnement',
  initial: { abonnement: null, error: null } as SubscriptionCancelContext,
  canRequest: ({ abonnement }: { abonnement: Abonnement }) => isCancellable(abonnement),
  requested: ({ abonnement }) => ({ abonnement }),
  answered: (abonnement: Abonnement) => ({ abonnement }),
  input: (context): ResilierInput => ({ id: target(context).Id }),
});

export type SubscriptionCancelMachine = typeof subscriptionCancelMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function subscriptionCancelImplementations(deps: SubscriptionCancelDependencies) {
  return confirmedCallImplementations(createSubscriptionCancelActors(deps), (output: Abonnement) =>
    deps.cancelled(output),
  );
}

export function createSubscriptionCancelMachine(deps: SubscriptionCancelDependencies) {
  return subscriptionCancelMachine.provide(subscriptionCancelImplementations(deps));
}
