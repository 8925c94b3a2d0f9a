import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { CONNECTION_LOST_MESSAGE, openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { call, testContext, testVerifier } from './testApp.ts';

/**
 * A portal on PostgreSQL whose idle connections the server ends, as a restart, a failover or an idle timeout does:
 * it keeps serving. Its pool names itself so that only its own connections are ended, not the other tests'.
 */
const databaseUrl = process.env.DATABASE_URL;
const APPLICATION_NAME = 'portail-connexion-perdue';

describe.runIf(databaseUrl)('une connexion PostgreSQL terminée par le serveur', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: pg.Client;
  const warnings: { err: Error; message: string }[] = [];

  beforeAll(async () => {
    const ctx = await testContext();
    const url = new URL(databaseUrl as string);
    url.searchParams.set('application_name', APPLICATION_NAME);
    database = await openDatabase(
      { databaseUrl: url.toString() },
      { log: { warn: ({ err }, message) => warnings.push({ err, message }) } },
    );
    app = buildApp({ config: ctx.config, db: database.db, document: ctx.document, verifyAccessToken: testVerifier });
    await app.ready();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.close();
  });

  async function portalConnections(state?: 'idle'): Promise<number[]> {
    const rows = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 and ($2::text is null or state = $2)',
      [APPLICATION_NAME, state ?? null],
    );
    return rows.rows.map((row) => row.pid);
  }

  /** Several requests at once, so that the pool keeps several connections open once they are answered. */
  async function askTogether(): Promise<number[]> {
    const responses = await Promise.all(
      ['75001', '69001', '13001'].map((CodePostal) =>
        call(app, '/StaticData/Get_VilleByCodePostal', { values: { CodePostal } }),
      ),
    );
    return responses.map((response) => response.statusCode);
  }

  async function terminate(pids: number[]): Promise<void> {
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  }

  /** Waits until the pool has heard of the ended connections: a first warning, then none for a while. */
  async function waitForWarnings(before: number): Promise<void> {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let tries = 0; warnings.length === before && tries < 100; tries++) await pause();
    for (let seen = -1; seen !== warnings.length;) {
      seen = warnings.length;
      for (let tries = 0; tries < 6; tries++) await pause();
    }
  }

  test('ses connexions inactives terminées, le portail signale la perte et répond encore', async () => {
    expect(await askTogether()).toEqual([200, 200, 200]);
    const idle = await portalConnections('idle');
    expect(idle.length).toBeGreaterThan(0);

    await terminate(idle);
    await waitForWarnings(0);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(idle.length);
    for (const warning of warnings) expect(warning.message).toBe(CONNECTION_LOST_MESSAGE);

    expect(await askTogether()).toEqual([200, 200, 200]);
    const reopened = await portalConnections();
    expect(reopened.length).toBeGreaterThan(0);
    expect(reopened.filter((pid) => idle.includes(pid))).toEqual([]);
  });

  test('une connexion terminée au milieu d’une transaction fait échouer celle-ci, pas le portail', async () => {
    const transaction = database.db.transaction(async (tx) => {
      // Both drivers' results carry their rows; the shared query interface does not say so.
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const { rows } = result as unknown as { rows: { pid: number }[] };
      await terminate(rows.map((row) => row.pid));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await askTogether()).toEqual([200, 200, 200]);
  });

  test('toutes ses connexions terminées, comme au redémarrage de la base, il répond après', async () => {
    expect(await askTogether()).toEqual([200, 200, 200]);
    const before = warnings.length;
    const all = await portalConnections();
    await terminate(all);
    await waitForWarnings(before);
    expect(warnings.length).toBeGreaterThan(before);

    expect(await askTogether()).toEqual([200, 200, 200]);
    expect(await portalConnections()).not.toEqual([]);
  });
});
