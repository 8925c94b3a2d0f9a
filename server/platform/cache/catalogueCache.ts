import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { listenForChanges } from './changeListener.ts';
import { ResponseCache } from './responseCache.ts';

/** The PostgreSQL channel on which a process announces that staff changed the catalogue or the contents. */
export const CATALOGUE_CHANNEL = 'portail_catalogue';

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer as the route's serialiser wrote it, encoded once. */
type Serialised = Buffer;

/** The serialiser Fastify compiled from the route's 200 response schema, as it would use for this answer. */
function serialiserOf(reply: FastifyReply): (answer: unknown) => string {
  const compiled = reply.getSerializationFunction('200', 'application/json');
  return compiled ? (answer) => compiled(answer as Record<string, unknown>) : (answer) => JSON.stringify(answer);
}

/**
 * One cache per database handle, not per application: two applications on one PGlite database (one process)
 * see each other's changes at once. On PostgreSQL the other processes hear of changes through NOTIFY.
 */
const caches = new WeakMap<Database, ResponseCache<Serialised>>();

function postgresPool(db: Database): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

function cacheOf(db: Database): ResponseCache<Serialised> {
  let cache = caches.get(db);
  if (cache) return cache;
  const pool = postgresPool(db);
  cache = new ResponseCache<Serialised>(pool === undefined);
  caches.set(db, cache);
  if (pool) listenForChanges(pool, CATALOGUE_CHANNEL, cache);
  return cache;
}

/**
 * The public answers built from the catalogue, the contents and the reference lists (which staff do not change),
 * serialised once by the route's response schema and sent as they are until a change. `key` names what the answer
 * depends on among the request's values.
 */
export function cachedAnswer(
  db: Database,
  operationId: string,
  read: (request: FastifyRequest) => Promise<unknown>,
  key?: (request: FastifyRequest) => string,
): RouteHandlerMethod {
  // Found on the first call, not when the routes are built: the database is only touched by requests.
  let cache: ResponseCache<Serialised> | undefined;
  // Not an async function: an answer already read is sent at once, without a promise to wait on.
  return (request: FastifyRequest, reply: FastifyReply) => {
    cache ??= cacheOf(db);
    const cacheKey = key ? `${operationId} ${key(request)}` : operationId;
    const ready = cache.ready(cacheKey);
    if (ready !== undefined) {
      reply.type(JSON_TYPE).send(ready);
      return;
    }
    return cache
      .answer(cacheKey, async () => Buffer.from(serialiserOf(reply)(await read(request))))
      .then((body) => reply.type(JSON_TYPE).send(body));
  };
}

/**
 * The cached answer of one entry, found by a value of the request (`keyOf`) that is also all the answer depends on;
 * 404 with the `notFound` message when there is no such entry.
 */
export function cachedEntry<Key extends string | number>(
  db: Database,
  operationId: string,
  keyOf: (request: FastifyRequest) => Key,
  find: (db: Database, key: Key) => Promise<unknown>,
  notFound: string,
): RouteHandlerMethod {
  return cachedAnswer(
    db,
    operationId,
    async (request) => {
      const found = await find(db, keyOf(request));
      if (!found) throw new HttpError(404, notFound);
      return found;
    },
    (request) => String(keyOf(request)),
  );
}

/**
 * To be called once a change to products, rubriques, sessions or contents has committed: this process forgets its
 * answers at once, the others when the notification reaches them.
 */
export async function catalogueChanged(db: Database): Promise<void> {
  cacheOf(db).clear();
  if (postgresPool(db)) await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}
