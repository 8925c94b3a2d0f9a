import { fieldErrorRecord, toFieldErrors } from '../../../../../domain/validation/fieldErrors.ts';
import { validateMarqueMiseAJour } from '../../../../../domain/validation/generated/validateMarqueMiseAJour.js';
import type { AdresseMarque, Marque } from '../../api/getMarques.ts';

/** A refused field of the brand form, keyed by its pointer under the brand (`/Adresse/Ville`). */
export type MarqueErrors = Readonly<Record<string, string>>;

/** Where the contract attaches « Au moins un numéro de téléphone doit être fourni »: the address as a whole. */
export const PHONE_RULE_POINTER = '/Adresse';

/** A copy the form may change without touching the brand as displayed (sent back as `Old`). */
export function copyMarque(marque: Marque): Marque {
  const a = marque.Adresse;
  return {
    ...marque,
    Data: { ...marque.Data },
    Adresse: {
      ...a,
      Telephone: { ...a.Telephone },
      TelephonePortable: { ...a.TelephonePortable },
      Email: { ...a.Email },
      SiteInternet: { ...a.SiteInternet },
    },
  };
}

/** An emptied field is no value, as the referencing provider stores it. */
export function textValue(value: string): string | null {
  return value === '' ? null : value;
}

export function withAdresse(marque: Marque, patch: Partial<AdresseMarque>): Marque {
  return { ...marque, Adresse: { ...marque.Adresse, ...patch } };
}

function comparable(value: unknown): unknown {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, comparable(item)]),
    );
  }
  return value;
}

/** Whether the form says something the brand does not (a field typed then emptied again is no change). */
export function isMarqueChanged(original: Marque, edited: Marque): boolean {
  return JSON.stringify(comparable(original)) !== JSON.stringify(comparable(edited));
}

/** The contract's rules of the update window (MarqueMiseAJour), checked in the browser. */
export function validateMarque(marque: Marque): MarqueErrors {
  const valid = validateMarqueMiseAJour(marque);
  return valid ? {} : fieldErrorRecord(toFieldErrors(validateMarqueMiseAJour.errors));
}

/** The server's refusal of `New`, keyed as the form keys its fields. */
export function serverMarqueErrors(errors: readonly { Champ: string; Message: string }[]): MarqueErrors {
  return fieldErrorRecord(
    errors
      .filter((error) => error.Champ.startsWith('/New/'))
      .map((error) => ({ ...error, Champ: error.Champ.slice(4) })),
  );
}
