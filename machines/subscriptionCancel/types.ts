import type { components } from '../../openapi/generated/schema.d.ts';

export type Abonnement = components['schemas']['Abonnement'];

export interface SubscriptionCancelContext {
  /** The subscription being cancelled, or the one last cancelled; null before any. */
  abonnement: Abonnement | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/** What the customer does, in the `subscriptionCancel.` namespace. */
export type SubscriptionCancelEvent =
  /** « Résilier mon abonnement » pressed on a subscription: the confirmation opens. */
  | { type: 'subscriptionCancel.request'; abonnement: Abonnement }
  | { type: 'subscriptionCancel.confirm' }
  /** The confirmation closed without cancelling (« Conserver », Escape, a click outside). */
  | { type: 'subscriptionCancel.dismiss' }
  | { type: 'subscriptionCancel.retry' };

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
