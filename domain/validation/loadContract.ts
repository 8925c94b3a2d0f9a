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

export function loadContractSchemaBundle(): ContractSchemaBundle {
  return toContractSchemaBundle(loadContract().components.schemas);
}
