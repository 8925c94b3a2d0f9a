import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/compose/app.ts';
import { testVerifier, type TestContext } from './testApp.ts';

export interface AppWithSpa {
  app: FastifyInstance;
  /** Closes the application and removes the built files. */
  close(): Promise<void>;
}

/** The test application serving a built application made of `files` (path → content), written to a temporary folder. */
export async function appServingSpa(ctx: TestContext, files: Record<string, string>): Promise<AppWithSpa> {
  const dist = mkdtempSync(join(tmpdir(), 'portail-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const app = buildApp({
    config: ctx.config,
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: testVerifier,
    spaRoot: dist,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
