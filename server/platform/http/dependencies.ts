import type { FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { ServerConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Directory } from '../identity/directory.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Outbox } from '../outbox/processor.ts';

/** What the handlers of every area are built from. */
export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  /** Where accounts' credentials live (the embedded provider's table, or Keycloak). */
  directory: Directory;
  /** Performs the effects a transaction queued, once it has committed. */
  outbox: Outbox;
}

type Schemas = components['schemas'];
type RequestSchemaName = { [K in keyof Schemas]: Schemas[K] extends { Values: object } ? K : never }[keyof Schemas];

/** The `Values` of a request body the contract has already validated against `schemaName`. */
export function valuesOf<K extends RequestSchemaName>(request: FastifyRequest, _schemaName: K): Schemas[K]['Values'] {
  return (request.body as Schemas[K]).Values;
}
