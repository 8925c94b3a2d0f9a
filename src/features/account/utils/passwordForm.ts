import { validateChangementMotDePasseValues } from '../../../../domain/validation/generated/validateChangementMotDePasseValues.js';
import { contractFormRules, pointersByName, type FormErrors } from '../../../lib/forms/formRules.ts';
import type { ChangementMotDePasseValues } from '../types/account.ts';

export interface PasswordFormState {
  AncienMotDePasse: string;
  NouveauMotDePasse: string;
  Confirmation: string;
}

export type PasswordField = keyof PasswordFormState;
export type PasswordErrors = FormErrors<PasswordField>;

export const EMPTY_PASSWORD_FORM: PasswordFormState = { AncienMotDePasse: '', NouveauMotDePasse: '', Confirmation: '' };

const PASSWORD_FIELD_ORDER: readonly PasswordField[] = ['AncienMotDePasse', 'NouveauMotDePasse', 'Confirmation'];

export function toChangementMotDePasseValues(form: PasswordFormState): ChangementMotDePasseValues {
  return { ...form };
}

export const passwordRules = contractFormRules({
  validator: validateChangementMotDePasseValues,
  toValues: toChangementMotDePasseValues,
  pointers: pointersByName(PASSWORD_FIELD_ORDER),
  order: PASSWORD_FIELD_ORDER,
});

export const validatePasswordForm = passwordRules.validate;
