import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countCall } from '../db/callCounters.ts';
import type { Database } from '../db/database.ts';

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    /** Each route counts apart, as the plugin's in-memory store does with one cache per route. */
    private readonly route: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    countCall(this.db, `${this.route} ${key}`, timeWindow, now).then(
      ({ nombre, debutMs }) => callback(null, { current: nombre, ttl: Math.max(0, debutMs + timeWindow - now) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // At run time the plugin passes the route's merged limits, the route itself under `routeInfo`
    // (its own Redis store keys on it the same way); the typings describe a route instead.
    const { routeInfo } = options as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
    const method = [routeInfo?.method ?? ''].flat().join(',');
    return new DatabaseRateLimitStore(this.db, `${method} ${routeInfo?.url ?? ''}`);
  }
}

/**
 * A `@fastify/rate-limit` store keeping its counters in the database, so that every portal process on
 * one database (PGlite or PostgreSQL) enforces the same limits.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '');
    }
  };
}

/** Longer than any limit's window (the longest is an hour): a counter started this long ago limits nothing. */
export const RATE_LIMIT_COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the counters whose window started more than a day ago. One statement, so several processes may run it
 * at once; a call counted meanwhile on a removed key just starts a new window.
 */
export async function purgeExpiredRateLimitCounters(db: Database, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from compteurs_limites where debut_ms < ${now - RATE_LIMIT_COUNTER_RETENTION_MS}`);
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges old counters every hour, whatever the identity provider: one DELETE, safe in several processes. */
export function registerRateLimitPurge(app: FastifyInstance, db: Database): void {
  const purge = setInterval(() => {
    purgeExpiredRateLimitCounters(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purge of expired rate-limit counters failed'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
