import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { toContractSchemaBundle, type ContractSchemaBundle } from './contractSchemas.ts';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url));

export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] } & Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

const PARSED_CONTRACTS = fileURLToPath(new URL('../../node_modules/.cache/portail/contract', import.meta.url));

/**
 * Reads the contract (Node only: the browser gets precompiled validators instead). Parsing its YAML takes a
 * third of a second, so the parsed document is kept as JSON under the hash of its text, and read from there
 * while the YAML does not change. Every call gets its own copy: the server's routing alters what it is given.
 */
export function loadContract(): OpenApiDocument {
  const text = readFileSync(CONTRACT_PATH, 'utf8');
  const parsed = `${PARSED_CONTRACTS}/${createHash('sha256').update(text).digest('hex')}.json`;
  try {
    return JSON.parse(readFileSync(parsed, 'utf8')) as OpenApiDocument;
  } catch {
    const document = parse(text) as OpenApiDocument;
    try {
      mkdirSync(PARSED_CONTRACTS, { recursive: true });
      writeFileSync(parsed, JSON.stringify(document));
    } catch {
      // A read-only installation parses the YAML at each start.
    }
    return document;
  }
}

export function loadContractSchemaBundle(): ContractSchemaBundle {
  return toContractSchemaBundle(loadContract().components.schemas);
}
