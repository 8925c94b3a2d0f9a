import type { components } from '../../openapi/generated/schema.d.ts';

export type AbonnementBO = components['schemas']['AbonnementBO'];

export interface AdminSubscriptionInput {
  /** The subscription's id, from the address. */
  id: number;
}

export interface AdminSubscriptionContext {
  id: number;
  /** The subscription as the server last answered it; null until it is loaded. */
  abonnement: AbonnementBO | null;
  /** Why loading failed, in French; null otherwise. */
  loadError: string | null;
  /** Why the last cancellation was refused, in French (the server's message); null otherwise. */
  cancelError: string | null;
}

/** What the staff member does on the subscription's page, in the `adminSubscription.` namespace. */
export type AdminSubscriptionEvent =
  | { type: 'adminSubscription.retryLoad' }
  /** « Résilier »: the confirmation opens. */
  | { type: 'adminSubscription.cancel' }
  | { type: 'adminSubscription.confirmCancel' }
  /** The confirmation closed without cancelling (« Ne rien changer », Escape). */
  | { type: 'adminSubscription.dismissCancel' };

export interface AdminSubscriptionDependencies {
  api: {
    /** /BO/Abonnement/Abonnement_Get. */
    load(id: number, signal: AbortSignal): Promise<AbonnementBO>;
    /** /BO/Abonnement/Abonnement_Resilier: the subscription as the server now has it. */
    resilier(id: number, signal: AbortSignal): Promise<AbonnementBO>;
  };
  /** The cancellation went through: say so, and let the lists read it again. */
  cancelled(abonnement: AbonnementBO): void;
}
