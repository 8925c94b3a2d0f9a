import type { Socket } from 'node:net';
import pg from 'pg';
import type { ResponseCache } from './responseCache.ts';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * Keeps `cache` in step with the other processes of one PostgreSQL database: a dedicated connection LISTENs on
 * `channel` and clears the cache on each notification. While that connection is not listening (not yet, or lost),
 * the cache is disabled and emptied, since a change could go unheard; it reconnects with a growing delay.
 */
export function listenForChanges(pool: pg.Pool, channel: string, cache: ResponseCache<unknown>): void {
  let retryMs = FIRST_RETRY_MS;

  function retryLater(): void {
    cache.setEnabled(false);
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    let lost = false;
    const onLoss = () => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      retryLater();
    };
    client.on('error', onLoss);
    client.on('end', onLoss);
    client.on('notification', () => cache.clear());
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      // The listening connection alone never keeps a process alive (scripts, tests).
      (client as unknown as { connection: { stream: Socket } }).connection.stream.unref();
      if (lost) return;
      retryMs = FIRST_RETRY_MS;
      cache.setEnabled(true);
    } catch {
      onLoss();
    }
  }

  void connect();
}
