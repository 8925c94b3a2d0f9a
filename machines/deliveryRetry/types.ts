import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type LivraisonResume = components['schemas']['LivraisonResume'];

export interface DeliveryRetryContext {
  /** The delivery being sent again, or the one last sent again (as the server answered); null before any. */
  livraison: LivraisonResume | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/**
 * What staff do, in the `deliveryRetry.` namespace: « Relancer » on a delivery in failure opens the confirmation;
 * « Ne rien changer », Escape or a click outside dismisses it.
 */
export type DeliveryRetryEvent = ConfirmedCallEvent<'deliveryRetry', { livraison: LivraisonResume }>;

export interface DeliveryRetryDependencies {
  api: {
    /** BO/Livraison/Livraison_Relancer: the delivery after its new sending. */
    relancer(id: number, signal: AbortSignal): Promise<LivraisonResume>;
  };
  /** The delivery was sent again: show it as it now is, and say so. */
  retried(livraison: LivraisonResume): void;
}

export interface RelancerInput {
  id: number;
}
