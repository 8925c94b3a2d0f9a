import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_APPLICATION_KEY, readConfig, type ServerConfig } from '../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/database.ts';
import { loadSeed } from '../../server/db/seed/loadSeed.ts';
import type { AccessTokenVerifier, Identity } from '../../server/identity/verifyAccessToken.ts';
import { loadContract, type OpenApiDocument } from '../../domain/validation/loadContract.ts';

export const APPLICATION_KEY = DEFAULT_APPLICATION_KEY;

/** Tokens the test verifier accepts; any other token is refused like an expired one. */
export const TEST_TOKENS = {
  backOffice: 'jeton-de-test-backoffice',
  frontOffice: 'jeton-de-test-frontoffice',
} as const;

const TEST_IDENTITIES: Record<string, Identity> = {
  [TEST_TOKENS.backOffice]: { subject: 'admin', login: 'admin@example.org', roles: ['backoffice'] },
  [TEST_TOKENS.frontOffice]: { subject: 'auteur', login: 'auteur@example.org', roles: ['frontoffice'] },
};

export const testVerifier: AccessTokenVerifier = async (token) => TEST_IDENTITIES[token];

/** Tables the calls under test write to; reference and demo data stay as the seed left them. */
const MUTABLE_TABLES = [
  'messages_contact',
  'mail_outbox',
  'reponses_idempotentes',
  'paiement_notifications',
  'evenements_sortants',
  'compteurs_limites',
] as const;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: ServerConfig;
  document: OpenApiDocument;
}

export async function createTestContext(): Promise<TestContext> {
  const config = readConfig({ APPLICATION_KEY, DATABASE_URL: process.env.DATABASE_URL });
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: undefined },
  );
  await database.migrate();
  await loadSeed(database.db);
  const document = loadContract();
  const app = buildApp({ config, db: database.db, document, verifyAccessToken: testVerifier });
  await app.ready();
  return { app, db: database.db, database, config, document };
}

const SHARED = Symbol.for('portail.tests.api.context');

/**
 * The application and database of this test process, built once: PGlite takes seconds to start, so
 * every test file of the process shares them (on PostgreSQL when DATABASE_URL is set).
 */
export function testContext(): Promise<TestContext> {
  const holder = globalThis as { [SHARED]?: Promise<TestContext> };
  holder[SHARED] ??= createTestContext();
  return holder[SHARED];
}

/** Empties the tables tests write to, so that each test starts from the seed alone. */
export async function resetMutableTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${MUTABLE_TABLES.join(', ')} restart identity cascade`));
}

export interface CallOptions {
  values?: unknown;
  /** The application key to send; `null` leaves it out. */
  key?: string | null;
  token?: string;
  remoteAddress?: string;
  /** A whole body, sent as is (values and key are then ignored). */
  body?: unknown;
}

/** POSTs a call of the contract (path without `/api`) the way the front end does. */
export async function call(
  app: FastifyInstance,
  path: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? APPLICATION_KEY : options.key;
  const body =
    options.body !== undefined
      ? options.body
      : {
          ...(key === null ? {} : { Application_Key: key }),
          ...(options.values === undefined ? {} : { Values: options.values }),
        };
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body as object,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
