import type { components } from '../../openapi/generated/schema.d.ts';

type Schemas = components['schemas'];
export type ConditionsCommande = Schemas['ConditionsCommande'];
export type CommandeValidation = Schemas['CommandeValidation'];
export type Commande = Schemas['Commande'];
export type FormulairePaiement = Schemas['FormulairePaiement'];

/** The customer's answers on the confirmation page. */
export interface CheckoutAnswers {
  accepteCgv: boolean;
  demandeExecutionImmediate: boolean;
  renonceDroitRetractation: boolean;
}

export interface CheckoutContext extends CheckoutAnswers {
  conditions: ConditionsCommande | null;
  /** The order once placed: from then on, only its payment is left to open. */
  commande: Commande | null;
  /** The server's French explanation of the last failure. */
  error: string | null;
  /** One key for this confirmation: a retry of the same order or payment replays the first answer. */
  idempotencyKey: string;
}

/** What the customer does, in the `checkout.` namespace. */
export type CheckoutEvent =
  | { type: 'checkout.answer'; answer: keyof CheckoutAnswers; value: boolean }
  | { type: 'checkout.confirm' }
  | { type: 'checkout.retry' };

export interface PlaceOrderInput {
  values: CommandeValidation;
  idempotencyKey: string;
}

export interface StartPaymentInput {
  idCommande: number;
  idempotencyKey: string;
}

export interface CheckoutDependencies {
  api: {
    conditions(signal: AbortSignal): Promise<ConditionsCommande>;
    placeOrder(input: PlaceOrderInput, signal: AbortSignal): Promise<Commande>;
    startPayment(input: StartPaymentInput, signal: AbortSignal): Promise<FormulairePaiement>;
  };
  /** The basket on the server is now empty: the page's basket reloads. */
  orderPlaced(commande: Commande): void;
  /** Sends the browser to the provider with the signed form. */
  redirect(formulaire: FormulairePaiement): void;
}
