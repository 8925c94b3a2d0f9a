import type { ValidateFunction } from 'ajv';
import { contractSchemaRef } from '../../../../domain/validation/contractSchemas.ts';
import { createAjv } from '../../../../domain/validation/createAjv.ts';
import { toFieldErrors } from '../../../../domain/validation/fieldErrors.ts';
import { loadContractSchemaBundle } from '../../../../domain/validation/loadContract.ts';
import type { NewPasswordErrors } from '../ui/passwordResetPages.ts';

export interface NewPasswordForm {
  NouveauMotDePasse: string;
  Confirmation: string;
}

/**
 * The new password and its confirmation exactly as the profile's password change checks them: the contract's
 * `ChangementMotDePasseValues`, its rules and French messages. There is no current password here: what the schema
 * says of it is not this form's business.
 */
let validator: ValidateFunction | undefined;

function validate(): ValidateFunction {
  if (!validator) {
    const ajv = createAjv();
    ajv.addSchema(loadContractSchemaBundle());
    validator = ajv.getSchema(contractSchemaRef('ChangementMotDePasseValues'));
    if (!validator) throw new Error('The contract has no ChangementMotDePasseValues schema.');
  }
  return validator;
}

/** The refusals of the form by field, or none when the new password may be set. */
export function checkNewPassword(form: NewPasswordForm): NewPasswordErrors | undefined {
  const check = validate();
  check(form);
  const errors: NewPasswordErrors = {};
  for (const { Champ, Message } of toFieldErrors(check.errors)) {
    if (Champ === '/NouveauMotDePasse') errors.NouveauMotDePasse = Message;
    if (Champ === '/Confirmation') errors.Confirmation = Message;
  }
  return errors.NouveauMotDePasse === undefined && errors.Confirmation === undefined ? undefined : errors;
}
