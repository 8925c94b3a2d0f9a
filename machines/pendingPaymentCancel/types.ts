import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type BoCommande = components['schemas']['CommandeBO'];

export interface PendingPaymentCancelContext {
  /** The order whose pending attempt is being cancelled, or the one last cancelled (as the server answered); null before. */
  commande: BoCommande | null;
  /** The server's French explanation of the last failure (the provider's refusal, say), when it gave one. */
  error: string | null;
}

/**
 * What staff do, in the `pendingPaymentCancel.` namespace: « Annuler la tentative de paiement » pressed on an order
 * opens the confirmation; « Attendre la banque », Escape or a click outside dismisses it.
 */
export type PendingPaymentCancelEvent = ConfirmedCallEvent<'pendingPaymentCancel', { commande: BoCommande }>;

export interface PendingPaymentCancelDependencies {
  api: {
    /** BO/Commande/Paiement_Annuler: the order as the server now has it. */
    annulerPaiement(idCommande: number, signal: AbortSignal): Promise<BoCommande>;
  };
  /** The cancellation went through: show the order as it now is, and say so. */
  cancelled(commande: BoCommande): void;
}

export interface AnnulerPaiementInput {
  idCommande: number;
}
