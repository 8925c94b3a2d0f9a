import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { holdsDatabase, initialDataDir, keepInitialDataDir } from './pgliteInitialDataDir.ts';

/** The query interface both drivers share; handlers and repositories only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction opened by `db.transaction`, usable wherever a repository takes a database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` in embedded mode, `postgres` when DATABASE_URL is set. */
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 0x6d696772;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseLocation =
  | { databaseUrl: string }
  /** A PGlite data directory, or `undefined` for an in-memory database (tests). */
  | { pgliteDir: string | undefined };

/** Where the pool reports a lost connection; the server's logger, or the console by default. */
export interface DatabaseLog {
  warn(details: { err: Error }, message: string): void;
}

export const CONNECTION_LOST_MESSAGE =
  'connexion PostgreSQL inactive perdue (redémarrage, bascule ou délai dépassé) : elle sera remplacée à la prochaine requête';

const consoleLog: DatabaseLog = {
  warn: ({ err }, message) => console.warn(`${message} : ${err.message}`),
};

export async function openDatabase(
  location: DatabaseLocation,
  reporting: { log?: DatabaseLog } = {},
): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl });
    // The server ends idle connections on a restart, a failover or a timeout: without a listener their error would
    // stop the process. The pool has already dropped the connection and opens another for the next query.
    const log = reporting.log ?? consoleLog;
    pool.on('error', (error) => log.warn({ err: error }, CONNECTION_LOST_MESSAGE));
    // A connection lent to a transaction may be ended between two of its queries: the next query fails with the
    // request, and the pool drops the connection when it comes back, so its error event needs no more than a listener.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      // Several processes may start at once on one PostgreSQL: one migrates, the others wait for it.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (location.pgliteDir) mkdirSync(location.pgliteDir, { recursive: true });
  // pg_trgm backs the back office's text search (migration 0008 creates the extension).
  const isNew = !holdsDatabase(location.pgliteDir);
  const initial = isNew ? await initialDataDir() : undefined;
  const options = { extensions: { pg_trgm }, loadDataDir: initial };
  const client = location.pgliteDir ? new PGlite(location.pgliteDir, options) : new PGlite(options);
  await client.waitReady;
  if (isNew && !initial) await keepInitialDataDir(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Where the embedded database lives unless DATABASE_URL points elsewhere. */
export function defaultPgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
