import { contractSchemaText } from '../../domain/validation/loadContract.ts';

let idPublicationRequired: string | undefined;

/**
 * The contract's message for a multipart upload without a valid publication id (Requete_PublicationFileUpload):
 * multipart bodies are not checked by the contract's validators, so the handler says it itself. Read once.
 */
export function idPublicationRequiredMessage(): string {
  idPublicationRequired ??= contractSchemaText([
    'Requete_PublicationFileUpload',
    'x-errorMessage',
    'required',
    'IdPublication',
  ]);
  return idPublicationRequired;
}
