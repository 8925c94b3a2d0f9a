import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createDeliveryRetryActors } from './actors.ts';
import type { DeliveryRetryContext, DeliveryRetryDependencies, LivraisonResume, RelancerInput } from './types.ts';

function target(context: DeliveryRetryContext): LivraisonResume {
  if (!context.livraison) throw new Error('No delivery is being sent again');
  return context.livraison;
}

/**
 * « Relancer » on a delivery whose sending was given up after its attempts: staff ask, confirm, and the server sends
 * the same file again under the same number. Only a delivery in failure may be asked for; a refusal keeps it as it
 * was, with the server's reason, and offers to try again.
 */
export const deliveryRetryMachine = confirmedCallMachine({
  id: 'deliveryRetry',
  calling: 'retrying',
  call: 'relancerLivraison',
  initial: { livraison: null, error: null } as DeliveryRetryContext,
  canRequest: ({ livraison }: { livraison: LivraisonResume }) => livraison.Etat === 'echec',
  requested: ({ livraison }) => ({ livraison }),
  answered: (livraison: LivraisonResume) => ({ livraison }),
  input: (context): RelancerInput => ({ id: target(context).Id }),
});

export type DeliveryRetryMachine = typeof deliveryRetryMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function deliveryRetryImplementations(deps: DeliveryRetryDependencies) {
  return confirmedCallImplementations(createDeliveryRetryActors(deps), (output: LivraisonResume) =>
    deps.retried(output),
  );
}

export function createDeliveryRetryMachine(deps: DeliveryRetryDependencies) {
  return deliveryRetryMachine.provide(deliveryRetryImplementations(deps));
}
