import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/compose/app.ts';
import { testVerifier, type TestContext } from './testApp.ts';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));

function hasServerBundle(root: string): boolean {
  return existsSync(join(root, 'ssr', 'entryServer.js')) && existsSync(join(root, '.vite', 'manifest.json'));
}

/**
 * A build of the portal with its server bundle: SPA_ROOT or dist/ when they hold one (`npm test` builds before the
 * API tests), else a fresh build in a temporary folder.
 */
export function builtPortal(): string {
  const root = process.env.SPA_ROOT ?? join(REPOSITORY, 'dist');
  if (hasServerBundle(root)) return root;
  const fresh = mkdtempSync(join(tmpdir(), 'portail-ssr-'));
  const vite = (...args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args], { cwd: REPOSITORY, stdio: 'ignore' });
  vite('--outDir', fresh, '--emptyOutDir');
  vite('--ssr', 'src/ssr/entryServer.tsx', '--outDir', join(fresh, 'ssr'), '--emptyOutDir');
  return fresh;
}

/** The test context's application serving the portal built at `root`, its pages rendered by the server. */
export function appServingBuild(
  ctx: TestContext,
  root: string,
  logger?: Parameters<typeof buildApp>[0]['logger'],
): FastifyInstance {
  return buildApp({
    config: ctx.config,
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: testVerifier,
    spaRoot: root,
    ...(logger ? { logger } : {}),
  });
}
