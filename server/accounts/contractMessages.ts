import { loadContract } from '../../domain/validation/loadContract.ts';

/** Reads the string at `path` under the contract's schemas; throws when the contract no longer has it there. */
function schemaText(path: readonly string[]): string {
  let node: unknown = loadContract().components.schemas;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (typeof node !== 'string') throw new Error(`The contract has no message at components.schemas.${path.join('.')}`);
  return node;
}

let wrongPassword: string | undefined;

/**
 * The message the contract gives a refused current password (ChangementMotDePasseValues.AncienMotDePasse): the
 * server says the same when the password is not the account's. Read once, when first needed.
 */
export function wrongPasswordMessage(): string {
  wrongPassword ??= schemaText(['ChangementMotDePasseValues', 'properties', 'AncienMotDePasse', 'x-errorMessage', 'maxLength']);
  return wrongPassword;
}
