import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_APPLICATION_KEY } from '../../server/platform/config/config.ts';

const ROOT = join(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 180_000;
export const WORKER_HEADER = 'x-portail-processus';

export interface RunningCluster {
  baseUrl: string;
  stop(): Promise<number | null>;
}

/** The worker that answers a health check sent on a connection of its own (the cluster deals connections in turn). */
function probeWorker(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ Application_Key: DEFAULT_APPLICATION_KEY, Values: {} });
    const probe = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/StaticData/Monitoring_Check',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(response.statusCode === 200 ? (response.headers[WORKER_HEADER] as string | undefined) : undefined),
        );
      },
    );
    probe.on('error', () => resolve(undefined));
    probe.end(body);
  });
}

/** A page-less application to serve: the load test calls the API, not the pages. */
function emptySpa(folder: string): string {
  const spaRoot = join(folder, 'spa');
  mkdirSync(join(spaRoot, 'assets'), { recursive: true });
  writeFileSync(
    join(spaRoot, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Portail</title></head></html>',
  );
  return spaRoot;
}

/**
 * `npm run start:cluster -- --workers N` on the given database (demo data, payment sandbox, catalogue deliveries
 * off), returned once every worker answers.
 */
export async function startCluster(options: {
  workers: number;
  port: number;
  databaseUrl: string;
  folder: string;
}): Promise<RunningCluster> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts/startCluster.ts'), '--workers', String(options.workers), '--no-build'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO_DATA: 'true',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: join(options.folder, 'data'),
        SPA_ROOT: emptySpa(options.folder),
        CATALOGUE_SCHEDULE: 'off',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const seen = new Set<string>();
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (seen.size < options.workers) {
    if (child.exitCode !== null) throw new Error(`la grappe s'est arrêtée au démarrage (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${seen.size} processus sur ${options.workers} répondent après 3 min`);
    const worker = await probeWorker(options.port);
    if (worker) seen.add(worker);
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
