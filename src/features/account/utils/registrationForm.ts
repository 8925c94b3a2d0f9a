import { validateCompteCreationValues } from '../../../../domain/validation/generated/validateCompteCreationValues.js';
import { fieldErrorRecord, toFieldErrors } from '../../../../domain/validation/fieldErrors.ts';
import type { CompteCreationValues } from '../types/account.ts';
import {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  EMPTY_ACCOUNT_FIELDS,
  toAccountValues,
  type AccountFieldsState,
} from './accountFields.ts';
import { errorsByField, firstInvalid, type FormErrors } from './fieldErrors.ts';

export const EMAIL_TAKEN_MESSAGE = 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou choisissez une autre adresse.';

export interface RegistrationFormState extends AccountFieldsState {
  Email: string;
  MotDePasse: string;
  ConfirmationMotDePasse: string;
}

export type RegistrationField = keyof RegistrationFormState;
export type RegistrationErrors = FormErrors<RegistrationField>;

export const EMPTY_REGISTRATION_FORM: RegistrationFormState = {
  ...EMPTY_ACCOUNT_FIELDS,
  Email: '',
  MotDePasse: '',
  ConfirmationMotDePasse: '',
};

export const REGISTRATION_FIELD_ORDER: readonly RegistrationField[] = [
  ...ACCOUNT_FIELD_ORDER.slice(0, 3),
  'Email',
  ...ACCOUNT_FIELD_ORDER.slice(3),
  'MotDePasse',
  'ConfirmationMotDePasse',
];

const REGISTRATION_POINTERS: Readonly<Record<RegistrationField, readonly string[]>> = {
  ...ACCOUNT_FIELD_POINTERS,
  Email: ['/Email'],
  MotDePasse: ['/MotDePasse'],
  ConfirmationMotDePasse: ['/ConfirmationMotDePasse'],
};

/** The registration as the contract takes it; passwords are sent as typed. */
export function toCompteCreationValues(form: RegistrationFormState): CompteCreationValues {
  return {
    ...toAccountValues(form),
    Email: form.Email.trim(),
    MotDePasse: form.MotDePasse,
    ConfirmationMotDePasse: form.ConfirmationMotDePasse,
  } as CompteCreationValues;
}

/** Maps contract field errors (from the browser's validator or the server's refusal) to the form's fields. */
export function toRegistrationErrors(errors: Record<string, string>): RegistrationErrors {
  return errorsByField(errors, REGISTRATION_POINTERS);
}

/** Validates as the server does, with the contract's schema and French messages. */
export function validateRegistrationForm(form: RegistrationFormState): RegistrationErrors {
  if (validateCompteCreationValues(toCompteCreationValues(form))) return {};
  return toRegistrationErrors(fieldErrorRecord(toFieldErrors(validateCompteCreationValues.errors)));
}

export function firstInvalidRegistrationField(errors: RegistrationErrors): RegistrationField | undefined {
  return firstInvalid(errors, REGISTRATION_FIELD_ORDER);
}

/** The login an e-mail address becomes, as compared for « already taken ». */
export function normalizedLogin(email: string): string {
  return email.trim().toLowerCase();
}
