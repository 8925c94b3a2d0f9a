import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { comptes } from '../../server/platform/db/schema.ts';
import { buildApp } from '../../server/compose/app.ts';
import { DEFAULT_APPLICATION_KEY, readConfig, type ServerConfig } from '../../server/platform/config/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import type { AccessTokenVerifier, Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import { loadContract, type OpenApiDocument } from '../../domain/validation/loadContract.ts';

export const APPLICATION_KEY = DEFAULT_APPLICATION_KEY;

/** Tokens the test verifier accepts; any other token is refused like an expired one. */
export const TEST_TOKENS = {
  backOffice: 'jeton-de-test-backoffice',
  frontOffice: 'jeton-de-test-frontoffice',
} as const;

/** Who a test token names: its login and roles; its subject is the account's, as the embedded provider gives it. */
export type TestCaller = Omit<Identity, 'subject'>;

const TEST_CALLERS: Record<string, TestCaller> = {
  [TEST_TOKENS.backOffice]: { login: 'admin@example.org', roles: ['backoffice'] },
  [TEST_TOKENS.frontOffice]: { login: 'auteur@example.org', roles: ['frontoffice'] },
};

/**
 * A verifier whose tokens name accounts as the embedded provider's do: `sub` is the account's id (a login without an
 * account gets a subject of its own, which no account has).
 */
export function embeddedStyleVerifier(
  db: Database,
  callerOf: (token: string) => TestCaller | undefined,
): AccessTokenVerifier {
  return async (token) => {
    const caller = callerOf(token);
    if (!caller) return undefined;
    const [row] = await db
      .select({ id: comptes.id })
      .from(comptes)
      .where(eq(comptes.login, caller.login.trim().toLowerCase()));
    return { ...caller, subject: row ? String(row.id) : `sans-compte:${caller.login}` };
  };
}

/** The verifier of TEST_TOKENS, over this process's shared database (see testContext). */
export const testVerifier: AccessTokenVerifier = async (token) =>
  embeddedStyleVerifier((await testContext()).db, (candidate) => TEST_CALLERS[candidate])(token);

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
  const verifyAccessToken = embeddedStyleVerifier(database.db, (token) => TEST_CALLERS[token]);
  const app = buildApp({ config, db: database.db, document, verifyAccessToken });
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

/** What a server of `serverStoringFilesIn` changes from the test context's. */
export interface FileServerOptions {
  /** Settings beside the test context's. */
  config?: Partial<ServerConfig>;
  /** Who its tokens name: TEST_TOKENS' callers unless told. */
  verifyAccessToken?: AccessTokenVerifier;
  /** The portal's build, for a server that renders the public pages. */
  spaRoot?: string;
}

/** A server, ready, on the test context's database and contract, keeping its files in `dataDir`. */
export async function serverStoringFilesIn(
  ctx: TestContext,
  dataDir: string,
  options: FileServerOptions = {},
): Promise<FastifyInstance> {
  const app = buildApp({
    config: { ...ctx.config, ...options.config, dataDir },
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: options.verifyAccessToken ?? testVerifier,
    spaRoot: options.spaRoot,
  });
  await app.ready();
  return app;
}

/**
 * Registers the hooks of a test file around a harness: `start` builds it before the file's tests and it is disposed of
 * after them. The returned object holds the harness's properties once the tests run (a harness is a plain object of
 * values and functions, which are copied onto it).
 */
export function useHarness<H extends { dispose(): Promise<void> }>(start: () => Promise<H>): H {
  const harness = {} as H;
  beforeAll(async () => {
    Object.assign(harness, await start());
  });
  afterAll(() => harness.dispose());
  return harness;
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

/** POSTs a back-office call of the contract (path without `/api`) with the back office's test token. */
export async function asAdmin(path: string, values?: unknown): Promise<LightMyRequestResponse> {
  return call((await testContext()).app, path, { token: TEST_TOKENS.backOffice, values });
}

/** A back-office call to `app` (path without `/api`), answered once its outbox has sent what the call wrote. */
export async function asStaffOn(app: FastifyInstance, path: string, values: unknown): Promise<LightMyRequestResponse> {
  const response = await call(app, path, { token: TEST_TOKENS.backOffice, values });
  await app.outbox.drain();
  return response;
}

/** A logger's settings that keep its warnings and errors, one JSON line each, in `lines`. */
export function warningsInto(lines: string[]) {
  return {
    level: 'warn',
    stream: new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  };
}
