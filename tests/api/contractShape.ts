import type { ErrorObject, ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createAjv } from '../../domain/validation/createAjv.ts';
import { toBundleReferencing, toContractSchemaBundle } from '../../domain/validation/contractSchemas.ts';
import type { OpenApiDocument } from '../../domain/validation/loadContract.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object schema that lists its properties refuses any other: a response may not say more than the contract. */
function closeObjects(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) out[key] = closeObjects(value);
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

const RESPONSE_REF_PREFIX = '#/components/responses/';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

/**
 * Checks response bodies against the contract: the declared response of the operation at `path` for
 * `status`, with undeclared fields counted as errors.
 */
export function createResponseChecker(document: OpenApiDocument) {
  const ajv = createAjv();
  ajv.addSchema(closeObjects(toContractSchemaBundle(document.components.schemas) as unknown as Json) as object);
  const responses = (document.components.responses ?? {}) as Record<string, ResponseObject>;

  function responseSchema(path: string, status: number): unknown {
    const operation = document.paths[path]?.post as { responses?: Record<string, ResponseObject> } | undefined;
    let response = operation?.responses?.[String(status)];
    if (response?.$ref?.startsWith(RESPONSE_REF_PREFIX))
      response = responses[response.$ref.slice(RESPONSE_REF_PREFIX.length)];
    const schema = response?.content?.['application/json']?.schema;
    if (schema === undefined) throw new Error(`Le contrat ne décrit pas la réponse ${status} de ${path}.`);
    return schema;
  }

  const compiled = new Map<string, ValidateFunction>();

  /** The errors of `body` against the contract (an empty list when it conforms). */
  return function check(path: string, status: number, body: unknown): ErrorObject[] {
    const key = `${status} ${path}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(closeObjects(toBundleReferencing(responseSchema(path, status)) as Json) as object);
      compiled.set(key, validate);
    }
    return validate(body) ? [] : [...(validate.errors ?? [])];
  };
}

export type ResponseChecker = ReturnType<typeof createResponseChecker>;

/** The body of `response`, which must be a 200 of the contract's exact shape for `path`. */
export function expectOkBody<T>(check: ResponseChecker, path: string, response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as T;
  expect(check(path, 200, body), path).toEqual([]);
  return body;
}
