import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createDeliveryRunActors } from './actors.ts';
import type { DeliveryRunContext, DeliveryRunDependencies, ResultatLivraison } from './types.ts';

/**
 * « Livrer maintenant » in the back office: staff ask, confirm, and the server prepares a delivery of what awaits
 * transmission and sends it, without waiting for the schedule. A failure (another process already delivering, the
 * server unreachable) leaves nothing half done and offers to try again; once done, the confirmation closes and the
 * context holds what the server answered, until the next run.
 */
export const deliveryRunMachine = confirmedCallMachine({
  id: 'deliveryRun',
  calling: 'delivering',
  call: 'livrer',
  initial: { resultat: null, error: null } as DeliveryRunContext,
  // Nothing to choose: the server decides what is to deliver.
  canRequest: (_request: object) => true,
  requested: () => ({ resultat: null }),
  answered: (resultat: ResultatLivraison) => ({ resultat }),
  input: () => null,
});

export type DeliveryRunMachine = typeof deliveryRunMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function deliveryRunImplementations(deps: DeliveryRunDependencies) {
  return confirmedCallImplementations(createDeliveryRunActors(deps), (output: ResultatLivraison) =>
    deps.delivered(output),
  );
}

export function createDeliveryRunMachine(deps: DeliveryRunDependencies) {
  return deliveryRunMachine.provide(deliveryRunImplementations(deps));
}
