import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_EXIST_RATE_LIMIT } from '../../server/areas/accounts/handlers.ts';
import { buildApp } from '../../server/compose/app.ts';
import { CONTACT_RATE_LIMIT } from '../../server/areas/contact/handlers.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { CONTACT_VALUES } from './contactValues.ts';
import { call, testContext, testVerifier, type TestContext } from './testApp.ts';

/**
 * Two portal processes behind one proxy: A is the shared test application, B a second application on the
 * same database (with DATABASE_URL, through its own connection pool, as a second process would).
 */
let a: TestContext;
let b: FastifyInstance;
let secondPool: DatabaseHandle | undefined;

beforeAll(async () => {
  a = await testContext();
  secondPool = a.config.databaseUrl ? await openDatabase({ databaseUrl: a.config.databaseUrl }) : undefined;
  b = buildApp({
    config: a.config,
    db: secondPool?.db ?? a.db,
    document: a.document,
    verifyAccessToken: testVerifier,
  });
  await b.ready();
});

afterAll(async () => {
  await b.close();
  await secondPool?.close();
});

const CONTACT = CONTACT_VALUES;

describe('deux serveurs sur une base', () => {
  test('une limite de débit atteinte en partie sur A compte aussi sur B', async () => {
    const remoteAddress = '127.0.2.41';
    const statuses: number[] = [];
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index += 1) {
      const app = index % 2 === 0 ? a.app : b;
      const response = await call(app, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: CONTACT_RATE_LIMIT.max }, () => 200));

    const refusedOnB = await call(b, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress });
    expect(refusedOnB.statusCode).toBe(429);
    expect(refusedOnB.json()).toEqual({ Message: MESSAGES.tooManyRequests });
    const refusedOnA = await call(a.app, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress });
    expect(refusedOnA.statusCode).toBe(429);

    // Another address keeps its own count on both.
    const other = await call(b, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress: '127.0.2.42' });
    expect(other.statusCode).toBe(200);
    // Another limited call from the same address keeps its own count too.
    const otherRoute = await call(b, '/Compte/Compte_LoginExist', {
      values: { Login: 'auteur@example.org' },
      remoteAddress,
    });
    expect(otherRoute.statusCode).toBe(200);
    expect(otherRoute.headers['x-ratelimit-remaining']).toBe(String(LOGIN_EXIST_RATE_LIMIT.max - 1));
  });

  test('des appels simultanés sur A et B ne perdent aucun décompte', async () => {
    const remoteAddress = '127.0.2.43';
    const responses = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT.max + 3 }, (_, index) =>
        call(index % 2 === 0 ? a.app : b, '/Gestion/Gestion_Contact', { values: CONTACT, remoteAddress }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    const refused = responses.filter((response) => response.statusCode === 429).length;
    expect({ accepted, refused }).toEqual({ accepted: CONTACT_RATE_LIMIT.max, refused: 3 });
  });
});
