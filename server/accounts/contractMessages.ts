import { contractSchemaText as schemaText } from '../../domain/validation/loadContract.ts';

let wrongPassword: string | undefined;

/**
 * The message the contract gives a refused current password (ChangementMotDePasseValues.AncienMotDePasse): the
 * server says the same when the password is not the account's. Read once, when first needed.
 */
export function wrongPasswordMessage(): string {
  wrongPassword ??= schemaText([
    'ChangementMotDePasseValues',
    'properties',
    'AncienMotDePasse',
    'x-errorMessage',
    'maxLength',
  ]);
  return wrongPassword;
}
