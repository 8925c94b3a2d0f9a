import type { LineKey } from '../../domain/basket/lines.ts';
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
  /**
   * Publications chosen here for referencing lines (line Id → IdPublication) while the basket saves them; the
   * conditions read again once the basket has changed are the truth, and the choices are then forgotten.
   */
  choices: Readonly<Record<number, number>>;
  /** Training lines removed here (line Id) while the basket removes them; forgotten once the conditions are read again. */
  removals: readonly number[];
  /** The server's French explanation of the last failure. */
  error: string | null;
  /** One key for this confirmation: a retry of the same order or payment replays the first answer. */
  idempotencyKey: string;
}

/** What the customer does, in the `checkout.` namespace. */
export type CheckoutEvent =
  | { type: 'checkout.answer'; answer: keyof CheckoutAnswers; value: boolean }
  | { type: 'checkout.choosePublication'; idLigne: number; IdPublication: number }
  /** A training a private person cannot order online is taken out of the basket, so that the rest can be ordered. */
  | { type: 'checkout.removeLine'; idLigne: number }
  | { type: 'checkout.confirm' }
  | { type: 'checkout.retry' }
  /** The basket has settled after a change (a publication chosen here, an edit in another tab). */
  | { type: 'checkout.basketChanged' };

export interface PlaceCommandeInput {
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
    placeCommande(input: PlaceCommandeInput, signal: AbortSignal): Promise<Commande>;
    startPayment(input: StartPaymentInput, signal: AbortSignal): Promise<FormulairePaiement>;
  };
  /** Gives a referencing line of the basket its publication (the basket feature saves it). */
  choosePublication(line: Required<LineKey>, IdPublication: number): void;
  /** Removes a line from the basket (the basket feature saves it, and says it as any removal). */
  removeLine(line: Required<LineKey>): void;
  /** The basket on the server is now empty: the page's basket reloads. */
  commandePlaced(commande: Commande): void;
  /** Sends the browser to the provider with the signed form. */
  redirect(formulaire: FormulairePaiement): void;
  /** The order was paid as it was placed (0 €, nothing to pay): shows its confirmation. */
  showSettled(commande: Commande): void;
}
