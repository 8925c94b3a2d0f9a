import { CONTRACT_KEYWORDS } from './customKeywords.ts';
import { storableKeywordsFor } from './keywords/storableValues.ts';

/**
 * Turns the contract's `components.schemas` into one JSON Schema 2020-12 document that Ajv can compile:
 * OpenAPI references become `$defs` references, the `x-errorMessage` extension (spelled so that the
 * OpenAPI linter accepts it) becomes ajv-errors' `errorMessage`, and our own keywords (`x-sameAs`) stay.
 * Every string gets the storable-value keywords (no NUL byte, no year 0000), so that no field of the
 * contract can forget them.
 */
export const CONTRACT_SCHEMA_ID = 'https://portail.local/contract';

const KEPT_EXTENSIONS: ReadonlySet<string> = new Set(CONTRACT_KEYWORDS);

const OPENAPI_REF_PREFIX = '#/components/schemas/';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function rewrite(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewrite);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-errorMessage') out.errorMessage = value;
    else if (key.startsWith('x-') && !KEPT_EXTENSIONS.has(key)) continue;
    else if (key === '$ref' && typeof value === 'string' && value.startsWith(OPENAPI_REF_PREFIX)) {
      out.$ref = `#/$defs/${value.slice(OPENAPI_REF_PREFIX.length)}`;
    } else out[key] = rewrite(value);
  }
  return { ...out, ...storableKeywordsFor(out) };
}

export interface ContractSchemaBundle {
  $id: string;
  $schema: string;
  $defs: Record<string, Json>;
}

export function toContractSchemaBundle(schemas: Record<string, unknown>): ContractSchemaBundle {
  const $defs: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) $defs[name] = rewrite(schema as Json);
  return { $id: CONTRACT_SCHEMA_ID, $schema: 'https://json-schema.org/draft/2020-12/schema', $defs };
}

/** The `$ref` that names one schema of the contract, for `ajv.getSchema` or a wrapping schema. */
export function contractSchemaRef(name: string): string {
  return `${CONTRACT_SCHEMA_ID}#/$defs/${name}`;
}

/** Rewrites one OpenAPI schema (a request body, say) so that its references point into the bundle. */
export function toBundleReferencing(schema: unknown): unknown {
  const rewritten = rewrite(schema as Json);
  return JSON.parse(JSON.stringify(rewritten).replaceAll('"#/$defs/', `"${CONTRACT_SCHEMA_ID}#/$defs/`));
}
