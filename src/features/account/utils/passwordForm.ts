import { validateChangementMotDePasseValues } from '../../../../domain/validation/generated/validateChangementMotDePasseValues.js';
import { fieldErrorRecord, toFieldErrors } from '../../../../domain/validation/fieldErrors.ts';
import type { ChangementMotDePasseValues } from '../types/account.ts';
import { errorsByField, firstInvalid, type FormErrors } from './fieldErrors.ts';

export interface PasswordFormState {
  AncienMotDePasse: string;
  NouveauMotDePasse: string;
  Confirmation: string;
}

export type PasswordField = keyof PasswordFormState;
export type PasswordErrors = FormErrors<PasswordField>;

export const EMPTY_PASSWORD_FORM: PasswordFormState = { AncienMotDePasse: '', NouveauMotDePasse: '', Confirmation: '' };

const PASSWORD_FIELD_ORDER: readonly PasswordField[] = ['AncienMotDePasse', 'NouveauMotDePasse', 'Confirmation'];

const PASSWORD_POINTERS: Readonly<Record<PasswordField, readonly string[]>> = {
  AncienMotDePasse: ['/AncienMotDePasse'],
  NouveauMotDePasse: ['/NouveauMotDePasse'],
  Confirmation: ['/Confirmation'],
};

export function toChangementMotDePasseValues(form: PasswordFormState): ChangementMotDePasseValues {
  return { ...form };
}

export function toPasswordErrors(errors: Record<string, string>): PasswordErrors {
  return errorsByField(errors, PASSWORD_POINTERS);
}

export function validatePasswordForm(form: PasswordFormState): PasswordErrors {
  if (validateChangementMotDePasseValues(toChangementMotDePasseValues(form))) return {};
  return toPasswordErrors(fieldErrorRecord(toFieldErrors(validateChangementMotDePasseValues.errors)));
}

export function firstInvalidPasswordField(errors: PasswordErrors): PasswordField | undefined {
  return firstInvalid(errors, PASSWORD_FIELD_ORDER);
}
