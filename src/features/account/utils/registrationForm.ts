import { validateCompteCreationValues } from '../../../../domain/validation/generated/validateCompteCreationValues.js';
import {
  contractFormRules,
  pointersByName,
  type FieldPointers,
  type FormErrors,
} from '../../../lib/forms/formRules.ts';
import type { CompteCreationValues } from '../types/account.ts';
import {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  accountFieldsIn,
  EMPTY_ACCOUNT_FIELDS,
  toAccountValues,
  type AccountFieldsState,
} from './accountFields.ts';

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

/** The registration's fields as the form element holds them (see accountFieldsIn). */
export function registrationFieldsIn(fields: FormData): Partial<RegistrationFormState> {
  return accountFieldsIn(fields, EMPTY_REGISTRATION_FORM);
}

export const REGISTRATION_FIELD_ORDER: readonly RegistrationField[] = [
  ...ACCOUNT_FIELD_ORDER.slice(0, 3),
  'Email',
  ...ACCOUNT_FIELD_ORDER.slice(3),
  'MotDePasse',
  'ConfirmationMotDePasse',
];

const REGISTRATION_POINTERS: FieldPointers<RegistrationField> = {
  ...ACCOUNT_FIELD_POINTERS,
  ...pointersByName(['Email', 'MotDePasse', 'ConfirmationMotDePasse']),
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

/** Checked as the server checks it, with the contract's schema and French messages. */
export const registrationRules = contractFormRules({
  validator: validateCompteCreationValues,
  toValues: toCompteCreationValues,
  pointers: REGISTRATION_POINTERS,
  order: REGISTRATION_FIELD_ORDER,
});

export const validateRegistrationForm = registrationRules.validate;

/** The login an e-mail address becomes, as compared for « already taken ». */
export function normalizedLogin(email: string): string {
  return email.trim().toLowerCase();
}
