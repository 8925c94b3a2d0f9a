import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createPaymentRefundActors } from './actors.ts';
import type {
  BoCommande,
  PaiementARembourser,
  PaymentRefundContext,
  PaymentRefundDependencies,
  RembourserPaiementInput,
} from './types.ts';

function target(context: PaymentRefundContext): RembourserPaiementInput {
  if (!context.commande || !context.paiement) throw new Error('No payment is having its refund recorded');
  return { idCommande: context.commande.Commande.Id, idPaiement: context.paiement.IdPaiement };
}

/**
 * Staff recording, from the order's page, the refund of a payment « à rembourser » they made at the provider: they
 * ask, confirm, and the server issues the credit note. A failure keeps everything as it was and offers to try
 * again; once done, the payment is no longer to be refunded and the confirmation closes.
 */
export const paymentRefundMachine = confirmedCallMachine({
  id: 'paymentRefund',
  calling: 'refunding',
  call: 'rembourserPaiement',
  initial: { commande: null, paiement: null, error: null } as PaymentRefundContext,
  canRequest: ({ commande, paiement }: { commande: BoCommande; paiement: PaiementARembourser }) =>
    commande.PaiementsARembourser.some((candidate) => candidate.IdPaiement === paiement.IdPaiement),
  requested: ({ commande, paiement }) => ({ commande, paiement }),
  answered: (commande: BoCommande) => ({ commande, paiement: null }),
  input: target,
});

export type PaymentRefundMachine = typeof paymentRefundMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function paymentRefundImplementations(deps: PaymentRefundDependencies) {
  return confirmedCallImplementations(createPaymentRefundActors(deps), (output: BoCommande) => deps.refunded(output));
}

export function createPaymentRefundMachine(deps: PaymentRefundDependencies) {
  return paymentRefundMachine.provide(paymentRefundImplementations(deps));
}
