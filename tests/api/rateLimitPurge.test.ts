import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../server/areas/contact/handlers.ts';
import {
  purgeExpiredRateLimitCounters,
  RATE_LIMIT_COUNTER_RETENTION_MS,
} from '../../server/platform/http/rateLimitStore.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { CONTACT_VALUES } from './contactValues.ts';
import { call, resetMutableTables, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
  await resetMutableTables(ctx.db);
});

const CONTACT = CONTACT_VALUES;

async function counterKeys(): Promise<string[]> {
  const result = await ctx.db.execute(sql`select cle from compteurs_limites order by cle`);
  return (result as unknown as { rows: { cle: string }[] }).rows.map((row) => row.cle);
}

describe('purge of rate-limit counters', () => {
  test('removes the counters started more than a day ago and keeps the others, which still limit', async () => {
    const remoteAddress = '127.0.3.51';
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index += 1) {
      const response = await call(ctx.app, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    const [live] = await counterKeys();
    const now = Date.now();
    const old = now - RATE_LIMIT_COUNTER_RETENTION_MS - 1;
    await ctx.db.execute(sql`
      insert into compteurs_limites (cle, nombre, debut_ms)
      values ('POST /ancien 127.0.3.52', 3, ${old}), ('POST /ancien 127.0.3.53', 1, ${old - 60_000})`);

    // Two processes purging at once.
    await Promise.all([purgeExpiredRateLimitCounters(ctx.db, now), purgeExpiredRateLimitCounters(ctx.db, now)]);

    expect(await counterKeys()).toEqual([live]);
    const refused = await call(ctx.app, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: MESSAGES.tooManyRequests });
  });
});
