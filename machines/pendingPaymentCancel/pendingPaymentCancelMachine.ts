import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createPendingPaymentCancelActors } from './actors.ts';
import type {
  AnnulerPaiementInput,
  BoCommande,
  PendingPaymentCancelContext,
  PendingPaymentCancelDependencies,
} from './types.ts';

function target(context: PendingPaymentCancelContext): BoCommande {
  if (!context.commande) throw new Error('No order is having its payment cancelled');
  return context.commande;
}

/**
 * Staff cancelling, from the order's page, the payment attempt that awaits the bank's decision: they ask, confirm,
 * and the server cancels the transaction at the provider. A refusal or silence of the provider keeps everything as
 * it was and offers to try again; once done, the order is payable again and the confirmation closes.
 */
export const pendingPaymentCancelMachine = confirmedCallMachine({
  id: 'pendingPaymentCancel',
  calling: 'cancelling',
  call: 'annulerPaiement',
  initial: { commande: null, error: null } as PendingPaymentCancelContext,
  canRequest: ({ commande }: { commande: BoCommande }) => commande.PeutAnnulerPaiement,
  requested: ({ commande }) => ({ commande }),
  answered: (commande: BoCommande) => ({ commande }),
  input: (context): AnnulerPaiementInput => ({ idCommande: target(context).Commande.Id }),
});

export type PendingPaymentCancelMachine = typeof pendingPaymentCancelMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function pendingPaymentCancelImplementations(deps: PendingPaymentCancelDependencies) {
  return confirmedCallImplementations(createPendingPaymentCancelActors(deps), (output: BoCommande) =>
    deps.cancelled(output),
  );
}

export function createPendingPaymentCancelMachine(deps: PendingPaymentCancelDependencies) {
  return pendingPaymentCancelMachine.provide(pendingPaymentCancelImplementations(deps));
}
