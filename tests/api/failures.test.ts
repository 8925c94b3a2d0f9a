import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import type { Database } from '../../server/platform/db/database.ts';
import { call, testContext, testVerifier } from './testApp.ts';

/** A database that fails on every use, as when PostgreSQL is gone. */
const brokenDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('connection terminated unexpectedly');
    },
  },
) as Database;

let app: FastifyInstance;
beforeAll(async () => {
  const ctx = await testContext();
  app = buildApp({ config: ctx.config, db: brokenDatabase, document: ctx.document, verifyAccessToken: testVerifier });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('quand la base ne répond plus', () => {
  test('Monitoring_Check répond 503 avec le statut KO', async () => {
    const response = await call(app, '/StaticData/Monitoring_Check');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ Statut: 'KO', Base: false });
  });

  test('un appel qui lit la base répond 500 avec un message français, sans pile', async () => {
    const response = await call(app, '/Produit/Produit_GetAll');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Message: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.' });
    expect(response.body).not.toContain('connection terminated');
    expect(response.body).not.toContain('.ts:');
  });
});
