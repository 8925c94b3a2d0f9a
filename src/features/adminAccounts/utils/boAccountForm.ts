import { validateCompteBOMiseAJourValues } from '../../../../domain/validation/generated/validateCompteBOMiseAJourValues.js';
import type { Compte, CompteBOMiseAJourValues } from '../../../../machines/adminAccount/types.ts';
import { contractFormRules } from '../../../lib/forms/formRules.ts';
import {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  profileFormOf,
  toAccountValues,
  type AccountField,
  type AccountFieldsState,
} from '../../account/public.ts';

/** The profile's fields, plus what only the back office changes: the e-mail (login), the type, the confirmation. */
export interface BoAccountFormState extends AccountFieldsState {
  Id: number;
  Email: string;
  IdTypeCompte: number | null;
  Confirme: boolean;
}

export type BoAccountField = AccountField | 'Email' | 'IdTypeCompte' | 'Confirme';

const ORDER: readonly BoAccountField[] = [
  ...ACCOUNT_FIELD_ORDER.slice(0, 3),
  'Email',
  ...ACCOUNT_FIELD_ORDER.slice(3),
  'IdTypeCompte',
  'Confirme',
];

/** The form as the account stands on the server. */
export function boAccountFormOf(compte: Compte): BoAccountFormState {
  return {
    ...profileFormOf(compte),
    Id: compte.Id,
    Email: compte.Email,
    IdTypeCompte: compte.IdTypeCompte,
    Confirme: compte.Confirme,
  };
}

/** What Compte_Update takes; a field still missing is left out, so that the schema names it in French. */
export function toBoAccountValues(state: BoAccountFormState): CompteBOMiseAJourValues {
  return {
    ...toAccountValues(state),
    Id: state.Id,
    Email: state.Email.trim(),
    ...(state.IdTypeCompte === null ? {} : { IdTypeCompte: state.IdTypeCompte }),
    Confirme: state.Confirme,
  } as CompteBOMiseAJourValues;
}

export const boAccountRules = contractFormRules({
  validator: validateCompteBOMiseAJourValues,
  toValues: toBoAccountValues,
  pointers: { ...ACCOUNT_FIELD_POINTERS, Email: ['/Email'], IdTypeCompte: ['/IdTypeCompte'], Confirme: ['/Confirme'] },
  order: ORDER,
});
