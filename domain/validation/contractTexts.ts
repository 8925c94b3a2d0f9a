import type { OpenApiDocument } from './loadContract.ts';

/** A text of the contract that code needs outside the validators, and where the contract writes it. */
const CONTRACT_TEXTS = {
  /** The message of a refused field whose schema gives none of its own. */
  GENERIC_FIELD_MESSAGE: ['ErreurChamp', 'properties', 'Message', 'x-defaultMessage'],
  /** A current password that is not the account's: the server says what the form says of a wrong one. */
  WRONG_PASSWORD_MESSAGE: [
    'ChangementMotDePasseValues',
    'properties',
    'AncienMotDePasse',
    'x-errorMessage',
    'maxLength',
  ],
  /** A multipart upload without its publication: multipart bodies escape the validators, so the handler says it. */
  UPLOAD_PUBLICATION_REQUIRED_MESSAGE: ['Requete_PublicationFileUpload', 'x-errorMessage', 'required', 'IdPublication'],
  /** A price over the portal's ceiling: the back office's product form says what the author's step 4 says. */
  PRICE_TOO_HIGH_MESSAGE: ['PublicationEtape4', 'properties', 'PrixTTC', 'x-errorMessage', 'maximum'],
  /** The same for a content block's images. */
  UPLOAD_CONTENU_REQUIRED_MESSAGE: ['Requete_ContenuUpload', 'x-errorMessage', 'required', 'IdContenu'],
} as const;

function textAt(schemas: Record<string, unknown>, path: readonly string[]): string {
  let node: unknown = schemas;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (typeof node !== 'string') throw new Error(`The contract has no text at components.schemas.${path.join('.')}`);
  return node;
}

/** One rule of a new password, as the contract's `NouveauMotDePasse` states it, with its French message. */
export interface PasswordRule {
  minLength?: number;
  /** A Unicode regular expression (`u` flag) the password must match. */
  pattern?: string;
  message: string;
}

/**
 * The rules of `NouveauMotDePasse` in the contract's order, less the one that says the field is empty: the form's
 * checklist ticks each of them as the password is typed, from the contract rather than a copy of it.
 */
function newPasswordRules(schemas: Record<string, unknown>): PasswordRule[] {
  const schema = schemas.NouveauMotDePasse as { allOf?: Record<string, unknown>[] } | undefined;
  if (!schema?.allOf) throw new Error('The contract has no components.schemas.NouveauMotDePasse.allOf');
  return schema.allOf
    .filter((rule) => rule.minLength !== 1)
    .map((rule) => ({
      ...(typeof rule.minLength === 'number' ? { minLength: rule.minLength } : {}),
      ...(typeof rule.pattern === 'string' ? { pattern: rule.pattern } : {}),
      message: String(rule['x-errorMessage']),
    }));
}

/** The generated module's source: each text as a named constant, for the browser and the server alike. */
export function contractTextsModule(contract: OpenApiDocument): { code: string; declarations: string } {
  const names = Object.keys(CONTRACT_TEXTS) as (keyof typeof CONTRACT_TEXTS)[];
  const rules = newPasswordRules(contract.components.schemas);
  return {
    code:
      names
        .map(
          (name) =>
            `export const ${name} = ${JSON.stringify(textAt(contract.components.schemas, CONTRACT_TEXTS[name]))};\n`,
        )
        .join('') + `export const NEW_PASSWORD_RULES = ${JSON.stringify(rules)};\n`,
    declarations:
      names.map((name) => `export declare const ${name}: string;\n`).join('') +
      'export declare const NEW_PASSWORD_RULES: readonly { minLength?: number; pattern?: string; message: string }[];\n',
  };
}
