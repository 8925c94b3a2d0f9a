import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { call, testContext, testVerifier } from './testApp.ts';

/**
 * A portal on a PostgreSQL server that restarts under it: what is asked while the server is down fails with the
 * portal's French error, the process lives on, and it answers again once the server is back. The server restarted
 * is a throw-away cluster of the test's own (the one of DATABASE_URL serves the other tests meanwhile); it runs
 * as the `postgres` user when the tests run as root, as PostgreSQL requires.
 */
const databaseUrl = process.env.DATABASE_URL;
const PORT = 55_300 + (process.pid % 90);

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] as string, 'bin');
}

function asPostgres(command: string, args: string[]): void {
  const line = [command, ...args].map((part) => `'${part}'`).join(' ');
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
  else execFileSync('/bin/sh', ['-c', line], { stdio: 'pipe' });
}

describe.runIf(databaseUrl)('le serveur PostgreSQL redémarre', () => {
  let folder: string;
  let pgCtl: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  const serverOptions = () => ['-o', `-p ${PORT} -k ${folder} -c listen_addresses=127.0.0.1`];
  const pgCtlRun = (...args: string[]) => asPostgres(pgCtl, ['-D', join(folder, 'data'), ...args]);

  beforeAll(async () => {
    const bin = postgresBin();
    pgCtl = join(bin, 'pg_ctl');
    folder = mkdtempSync(join(tmpdir(), 'portail-redemarrage-'));
    chmodSync(folder, 0o777);
    asPostgres(join(bin, 'initdb'), ['-D', join(folder, 'data'), '-A', 'trust', '-U', 'postgres']);
    pgCtlRun(...serverOptions(), '-l', join(folder, 'log'), '-w', 'start');
    const ctx = await testContext();
    database = await openDatabase(
      { databaseUrl: `postgres://postgres@127.0.0.1:${PORT}/postgres` },
      { log: { warn: () => undefined } },
    );
    await database.migrate();
    app = buildApp({ config: ctx.config, db: database.db, document: ctx.document, verifyAccessToken: testVerifier });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (folder) {
      try {
        pgCtlRun('-m', 'immediate', 'stop');
      } catch {
        // Already stopped by a failed test.
      }
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const ask = () => call(app, '/StaticData/Get_VilleByCodePostal', { values: { CodePostal: '75001' } });

  test('pendant l’arrêt, une erreur en français ; après, le portail répond', async () => {
    expect((await Promise.all([ask(), ask(), ask()])).map((response) => response.statusCode)).toEqual([200, 200, 200]);

    pgCtlRun('-m', 'fast', '-w', 'stop');
    const duringOutage = await ask();
    expect(duringOutage.statusCode).toBe(500);
    expect(duringOutage.json()).toEqual({ Message: MESSAGES.internalError });

    pgCtlRun(...serverOptions(), '-l', join(folder, 'log'), '-w', 'start');
    const afterRestart = await Promise.all([ask(), ask(), ask()]);
    expect(afterRestart.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  }, 60_000);
});
