import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type Abonnement = components['schemas']['Abonnement'];

export interface SubscriptionCancelContext {
  /** The subscription being cancelled, or the one last cancelled; null before any. */
  abonnement: Abonnement | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/**
 * What the customer does, in the `subscriptionCancel.` namespace: « Résilier mon abonnement » pressed on a
 * subscription opens the confirmation; « Conserver », Escape or a click outside dismisses it.
 */
export type SubscriptionCancelEvent = ConfirmedCallEvent<'subscriptionCancel', { abonnement: Abonnement }>;

export interface SubscriptionCancelDependencies {
  api: {
    /** Abonnement_Resilier: the subscription as the server now has it. */
    resilier(id: number, signal: AbortSignal): Promise<Abonnement>;
  };
  /** The cancellation went through: show the subscription as it now is, and say so. */
  cancelled(abonnement: Abonnement): void;
}

export interface ResilierInput {
  id: number;
}
