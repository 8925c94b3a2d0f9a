import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { toContractSchemaBundle, type ContractSchemaBundle } from './contractSchemas.ts';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url));

export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] } & Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

/** Reads the contract (Node only: the browser gets precompiled validators instead). */
export function loadContract(): OpenApiDocument {
  return parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument;
}

/**
 * The text at `path` under the contract's schemas (a message the server answers by itself, say); throws when
 * the contract no longer has it there.
 */
export function contractSchemaText(path: readonly string[]): string {
  let node: unknown = loadContract().components.schemas;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (typeof node !== 'string') throw new Error(`The contract has no text at components.schemas.${path.join('.')}`);
  return node;
}

export function loadContractSchemaBundle(): ContractSchemaBundle {
  return toContractSchemaBundle(loadContract().components.schemas);
}
