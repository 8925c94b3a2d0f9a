import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { buildApp } from '../../server/compose/app.ts';
import { catalogueChanged } from '../../server/platform/cache/catalogueCache.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { produits } from '../../server/platform/db/schema.ts';
import { call, testContext, testVerifier, TEST_TOKENS, type TestContext } from './testApp.ts';

type Produit = components['schemas']['Produit'];

/** How long a change made through one process may take to reach the other's answers. */
const NOTIFY_BOUND_MS = 2_000;

/**
 * Two portal processes on one database: A is the shared test application, B a second application on the same
 * database (with DATABASE_URL, through its own connection pool, as a second process would; on PGlite, which is one
 * process, on the same handle).
 */
const onPostgres = process.env.DATABASE_URL !== undefined;

let a: TestContext;
let b: FastifyInstance;
let second: DatabaseHandle | undefined;
let product: Produit;

beforeAll(async () => {
  a = await testContext();
  second = a.config.databaseUrl ? await openDatabase({ databaseUrl: a.config.databaseUrl }) : undefined;
  b = buildApp({ config: a.config, db: second?.db ?? a.db, document: a.document, verifyAccessToken: testVerifier });
  await b.ready();
  const [first] = (await call(a.app, '/Produit/Produit_GetAll')).json() as Produit[];
  if (!first) throw new Error('the demo catalogue has no product');
  product = first;
});

afterAll(async () => {
  await b.close();
  await second?.close();
});

async function libelleOnB(): Promise<string | undefined> {
  const response = await call(b, '/Produit/Produit_Get', { values: { Id: product.Id } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Produit).Libelle;
}

/** A write no process announces, as a migration or a manual fix would be. */
async function writeUnannounced(libelle: string): Promise<void> {
  await a.db.update(produits).set({ libelle }).where(eq(produits.id, product.Id));
}

async function within<T>(ms: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`nothing within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until B answers from memory: an unannounced write, undone at once, is not seen. An attempt that caught B
 * as it began listening is announced, so that B forgets what it may have kept of it.
 */
async function untilBKeepsAnswers(): Promise<void> {
  await within(5_000, async () => {
    const seen = await libelleOnB();
    await writeUnannounced('Écrit sans prévenir');
    const kept = (await libelleOnB()) === seen;
    await writeUnannounced(product.Libelle);
    if (kept && seen === product.Libelle) return true;
    await catalogueChanged(a.db);
    return undefined;
  });
}

function saveThroughA(Libelle: string) {
  const { Id, PrixTTCCentimes, Visible } = product;
  return call(a.app, '/BO/Produit/Produit_Update', {
    token: TEST_TOKENS.backOffice,
    values: { Id, Libelle, PrixTTCCentimes, Visible },
  });
}

describe('answers kept in memory by two processes on one database', () => {
  test('a product saved through A is answered changed by B within a short bounded wait', async () => {
    await untilBKeepsAnswers();
    expect(await libelleOnB()).toBe(product.Libelle);
    try {
      expect((await saveThroughA('Changé par A')).statusCode).toBe(200);
      const started = Date.now();
      await within(NOTIFY_BOUND_MS, async () => ((await libelleOnB()) === 'Changé par A' ? true : undefined));
      expect(Date.now() - started).toBeLessThan(NOTIFY_BOUND_MS);
    } finally {
      expect((await saveThroughA(product.Libelle)).statusCode).toBe(200);
    }
    await within(NOTIFY_BOUND_MS, async () => ((await libelleOnB()) === product.Libelle ? true : undefined));
  });

  // Only PostgreSQL has a listening connection to lose: this case runs in the PostgreSQL suite (.ci/run).
  if (!onPostgres) return;

  test('when B loses its listening connection it reads the database, then keeps answers again once back', async () => {
    await untilBKeepsAnswers();
    const terminated = await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    expect((terminated as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    try {
      // Without its connection, B cannot hear of changes: an unannounced write is seen at once.
      await within(NOTIFY_BOUND_MS, async () => {
        await writeUnannounced('Écrit pendant la coupure');
        return (await libelleOnB()) === 'Écrit pendant la coupure' ? true : undefined;
      });
    } finally {
      await writeUnannounced(product.Libelle);
    }
    await untilBKeepsAnswers();
  });
});
