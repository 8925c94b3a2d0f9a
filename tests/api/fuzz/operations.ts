import { loadContract, type OpenApiDocument } from '../../../domain/validation/loadContract.ts';

export type Schema = Record<string, unknown>;

/** One call of the contract, as the fuzzer needs it. */
export interface FuzzOperation {
  operationId: string;
  path: string;
  mediaType: string;
  schema: Schema;
  requiresApplicationKey: boolean;
}

interface RawOperation {
  operationId: string;
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
  'x-cleApplication'?: boolean;
}

function resolveRef(document: OpenApiDocument, ref: string): Schema {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[part];
  return node as Schema;
}

/** Follows `$ref`s of the contract until a schema that is not a bare reference. */
export function resolver(document: OpenApiDocument): (schema: Schema) => Schema {
  return (schema) => {
    let current = schema;
    while (typeof current.$ref === 'string') current = resolveRef(document, current.$ref);
    return current;
  };
}

/** Every operation of the contract with its request body's media type and schema. */
export function fuzzOperations(document: OpenApiDocument = loadContract()): FuzzOperation[] {
  return Object.entries(document.paths).map(([path, item]) => {
    const operation = item.post as unknown as RawOperation;
    const body = operation.requestBody?.$ref
      ? (resolveRef(document, operation.requestBody.$ref) as RawOperation['requestBody'])
      : operation.requestBody;
    const [mediaType, content] = Object.entries(body?.content ?? { 'application/json': {} })[0]!;
    return {
      operationId: operation.operationId,
      path,
      mediaType,
      schema: content.schema ?? {},
      requiresApplicationKey: operation['x-cleApplication'] !== false,
    };
  });
}
