import type { components } from '../../openapi/generated/schema.d.ts';
import type { FieldError } from '../../domain/validation/fieldErrors.ts';

export type PrixPublication = components['schemas']['PrixPublication'];

/** A new price as the form sends it: euros (two decimals at most) and its first day (YYYY-MM-DD). */
export interface NewPrice {
  prixTTC: number;
  dateEffet: string;
}

export interface PriceChangeContext {
  idPublication: number;
  /** The change whose cancellation is asked for, confirmed or failed; null otherwise. */
  idChangement: number | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
  /** The fields the server refused in the last scheduling (`/PrixTTC`, `/DateEffet`). */
  fieldErrors: FieldError[];
}

export interface PriceChangeInput {
  idPublication: number;
}

/** What the author does with the « Prix » section, in the `priceChange.` namespace. */
export type PriceChangeEvent =
  /** « Programmer ce prix » pressed with a form the browser accepts. */
  | ({ type: 'priceChange.schedule' } & NewPrice)
  /** « Annuler ce changement » pressed: the confirmation opens. */
  | { type: 'priceChange.requestCancel'; idChangement: number }
  | { type: 'priceChange.confirmCancel' }
  /** The confirmation closed without cancelling (« Conserver », Escape, a click outside). */
  | { type: 'priceChange.dismiss' }
  | { type: 'priceChange.retry' };

export interface ProgrammerInput extends NewPrice {
  idPublication: number;
}

export interface AnnulerInput {
  idPublication: number;
  idChangement: number;
}

export interface PriceChangeDependencies {
  api: {
    /** Publication_Prix_Programmer: the publication's prices with the change scheduled. */
    programmer(input: ProgrammerInput, signal: AbortSignal): Promise<PrixPublication>;
    /** Publication_Prix_Annuler: the publication's prices without the change. */
    annuler(input: AnnulerInput, signal: AbortSignal): Promise<PrixPublication>;
  };
  /** The prices as the server now has them, after `what`: show them, and say so. */
  changed(prices: PrixPublication, what: 'scheduled' | 'cancelled'): void;
}
