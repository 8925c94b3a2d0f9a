import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type ResultatLivraison = components['schemas']['ResultatLivraison'];

export interface DeliveryRunContext {
  /** What the last run answered (the delivery made, or null, and its French message); null before any. */
  resultat: ResultatLivraison | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/**
 * What staff do, in the `deliveryRun.` namespace: « Livrer maintenant » opens the confirmation; « Ne rien livrer »,
 * Escape or a click outside dismisses it without delivering anything.
 */
export type DeliveryRunEvent = ConfirmedCallEvent<'deliveryRun', object>;

export interface DeliveryRunDependencies {
  api: {
    /** BO/Livraison/Livraison_Livrer: the delivery prepared and sent, or none, with what happened. */
    livrer(signal: AbortSignal): Promise<ResultatLivraison>;
  };
  /** The run is over: say what happened, and let the list show the new delivery. */
  delivered(resultat: ResultatLivraison): void;
}
