import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type BoCommande = components['schemas']['CommandeBO'];
export type PaiementARembourser = components['schemas']['PaiementARembourserBO'];

export interface PaymentRefundContext {
  /** The order whose payment is being refunded, or the one last refunded (as the server answered); null before. */
  commande: BoCommande | null;
  /** The payment « à rembourser » staff confirm the refund of; null before. */
  paiement: PaiementARembourser | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/**
 * What staff do, in the `paymentRefund.` namespace: « Confirmer le remboursement » pressed on a payment of the order
 * opens the confirmation; « Pas encore », Escape or a click outside dismisses it without recording anything.
 */
export type PaymentRefundEvent = ConfirmedCallEvent<
  'paymentRefund',
  { commande: BoCommande; paiement: PaiementARembourser }
>;

export interface PaymentRefundDependencies {
  api: {
    /** BO/Commande/Paiement_Rembourser: the order as the server now has it. */
    rembourserPaiement(input: RembourserPaiementInput, signal: AbortSignal): Promise<BoCommande>;
  };
  /** The refund is recorded: show the order as it now is, and say so. */
  refunded(commande: BoCommande): void;
}

export interface RembourserPaiementInput {
  idCommande: number;
  idPaiement: number;
}
