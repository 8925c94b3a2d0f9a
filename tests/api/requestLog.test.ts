import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { SLOW_REQUEST_MS } from '../../server/platform/http/requestLog.ts';
import { call, testContext } from './testApp.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A portal logging at `level` into `lines`, with a slow route and a failing one beside the contract's. */
async function portalLogging(level: keyof typeof LEVELS, lines: LogLine[]): Promise<FastifyInstance> {
  const { config, db, document } = await testContext();
  const app = buildApp({
    config,
    db,
    document,
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
  app.get('/essai/lent', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { lent: true };
  });
  app.get('/essai/panne', async () => {
    throw new Error('panne de test');
  });
  await app.ready();
  return app;
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.req !== undefined);

describe('le journal des requêtes', () => {
  const atInfo: LogLine[] = [];
  const atDebug: LogLine[] = [];
  let info: FastifyInstance;
  let debug: FastifyInstance;

  beforeAll(async () => {
    info = await portalLogging('info', atInfo);
    debug = await portalLogging('debug', atDebug);
  });

  afterAll(async () => {
    await Promise.all([info.close(), debug.close()]);
  });

  test('au niveau info, une réponse rapide et réussie ne fait pas de ligne ; un refus en fait une, avec son id', async () => {
    atInfo.length = 0;
    expect((await call(info, '/StaticData/Get_Langues')).statusCode).toBe(200);
    expect(requestLines(atInfo)).toEqual([]);

    expect((await call(info, '/StaticData/Get_Langues', { key: 'mauvaise-cle' })).statusCode).toBe(401);
    expect(requestLines(atInfo)).toEqual([
      expect.objectContaining({
        level: LEVELS.info,
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'POST', url: '/api/StaticData/Get_Langues' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  test('au niveau debug, chaque réponse réussie a sa ligne', async () => {
    atDebug.length = 0;
    expect((await call(debug, '/StaticData/Get_Langues')).statusCode).toBe(200);
    expect(requestLines(atDebug)).toEqual([
      expect.objectContaining({
        level: LEVELS.debug,
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ url: '/api/StaticData/Get_Langues' }),
        res: { statusCode: 200 },
      }),
    ]);
  });

  test('une réponse lente est signalée (warn), une erreur du serveur journalisée (error) avec le même id', async () => {
    atInfo.length = 0;
    expect((await info.inject({ url: '/essai/lent' })).statusCode).toBe(200);
    expect(requestLines(atInfo)).toEqual([
      expect.objectContaining({ level: LEVELS.warn, msg: 'slow request', res: { statusCode: 200 } }),
    ]);
    expect(requestLines(atInfo)[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);

    atInfo.length = 0;
    expect((await info.inject({ url: '/essai/panne' })).statusCode).toBe(500);
    const [failure, completed, ...others] = atInfo;
    expect(others).toEqual([]);
    expect(failure).toEqual(expect.objectContaining({ level: LEVELS.error, msg: 'unexpected error' }));
    expect(completed).toEqual(
      expect.objectContaining({ level: LEVELS.error, msg: 'request completed', res: { statusCode: 500 } }),
    );
    expect(completed?.reqId).toBe(failure?.reqId);
  });
});
