import { validateContactValues } from '../../../../domain/validation/generated/validateContactValues.js';
import { fieldErrorRecord, toFieldErrors } from '../../../../domain/validation/fieldErrors.ts';
import type { ContactValues } from '../../../lib/api/types.ts';

/** What the form holds while the visitor types: text as typed, the subject once chosen. */
export interface ContactFormState {
  IdSujetContact: number | null;
  Nom: string;
  Prenom: string;
  Email: string;
  Telephone: string;
  Societe: string;
  Message: string;
}

export type ContactField = keyof ContactFormState;

/** The fields in the order they appear, which is also the order focus visits them to correct an error. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'IdSujetContact',
  'Nom',
  'Prenom',
  'Email',
  'Telephone',
  'Societe',
  'Message',
];

export const EMPTY_CONTACT_FORM: ContactFormState = {
  IdSujetContact: null,
  Nom: '',
  Prenom: '',
  Email: '',
  Telephone: '',
  Societe: '',
  Message: '',
};

/** Field errors keyed by field name. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The values sent: surrounding spaces dropped from single-line fields, optional fields left out when empty. */
export function toContactValues(form: ContactFormState): ContactValues {
  const values: Partial<ContactValues> = {
    Nom: form.Nom.trim(),
    Prenom: form.Prenom.trim(),
    Email: form.Email.trim(),
    Message: form.Message,
  };
  if (form.IdSujetContact !== null) values.IdSujetContact = form.IdSujetContact;
  if (form.Telephone.trim() !== '') values.Telephone = form.Telephone.trim();
  if (form.Societe.trim() !== '') values.Societe = form.Societe.trim();
  // Incomplete on purpose when fields are missing: the contract's schema says which ones, in French.
  return values as ContactValues;
}

/** Maps contract field errors (`/Nom`) to the form's fields; pointers that name no field are dropped. */
export function toContactErrors(errors: Record<string, string>): ContactErrors {
  const result: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = errors[`/${field}`];
    if (message) result[field] = message;
  }
  return result;
}

/** Validates as the server does, with the contract's schema and French messages. */
export function validateContactForm(form: ContactFormState): ContactErrors {
  if (validateContactValues(toContactValues(form))) return {};
  return toContactErrors(fieldErrorRecord(toFieldErrors(validateContactValues.errors)));
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}
