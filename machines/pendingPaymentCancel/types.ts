import type { components } from '../../openapi/generated/schema.d.ts';

export type BoCommande = components['schemas']['CommandeBO'];

export interface PendingPaymentCancelContext {
  /** The order whose pending attempt is being cancelled, or the one last cancelled (as the server answered); null before. */
  commande: BoCommande | null;
  /** The server's French explanation of the last failure (the provider's refusal, say), when it gave one. */
  error: string | null;
}

/** What staff do, in the `pendingPaymentCancel.` namespace. */
export type PendingPaymentCancelEvent =
  /** « Annuler la tentative de paiement » pressed on an order: the confirmation opens. */
  | { type: 'pendingPaymentCancel.request'; commande: BoCommande }
  | { type: 'pendingPaymentCancel.confirm' }
  /** The confirmation closed without cancelling (« Attendre la banque », Escape, a click outside). */
  | { type: 'pendingPaymentCancel.dismiss' }
  | { type: 'pendingPaymentCancel.retry' };

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
