/**
 * `npm run bench`: the API's throughput as a ratio to a bare Fastify server measured in the same run.
 *
 * Two child processes are started: the bare server (scripts/benchBareServer.ts) and the portal itself
 * (`server/main.ts` on a fresh DATA_DIR, embedded PGlite with the demo data, NODE_ENV=development: production
 * refuses to start without an SMTP relay and never loads the demo catalogue). Each call is loaded by autocannon
 * (10 connections) for a warm-up, then for the measured duration, right after the bare server is; req/s, p50 and
 * p99 latency and the ratio of req/s to the bare server's just before are printed (the bare server's row: the mean
 * of its runs). A benchmark, not a test: it fails on nothing, and figures only compare within
 * one run (the machine may be shared).
 *
 * Options: `--duration N` (seconds measured per call, 10 by default), `--warmup N` (3), `--json` (the figures as
 * JSON), `--cpu-prof DIR` (the portal runs with `--cpu-prof`; its profile is written into DIR when it stops).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_APPLICATION_KEY } from '../server/platform/config/config.ts';

const BARE_PORT = 3420;
const PORTAL_PORT = 3421;
const CONNECTIONS = 10;
const STARTUP_TIMEOUT_MS = 120_000;

interface Target {
  name: string;
  port: number;
  path: string;
  values?: Record<string, unknown>;
}

const TARGETS: Target[] = [
  { name: 'Fastify nu (référence)', port: BARE_PORT, path: '/StaticData/Get_Langues' },
  { name: 'StaticData/Get_Langues', port: PORTAL_PORT, path: '/StaticData/Get_Langues' },
  { name: 'Produit/Produit_GetAll', port: PORTAL_PORT, path: '/Produit/Produit_GetAll' },
  { name: 'Rubrique/Rubrique_GetAll', port: PORTAL_PORT, path: '/Rubrique/Rubrique_GetAll' },
  {
    name: 'Contenu/Contenu_GetByName Accueil',
    port: PORTAL_PORT,
    path: '/Contenu/Contenu_GetByName',
    values: { Name: 'Accueil' },
  },
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** req/s divided by the bare server's, measured right before. */
  ratio: number;
  failures: number;
}

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const duration = Number(options.duration);
const warmup = Number(options.warmup);

function bodyOf(target: Target): string {
  return JSON.stringify({ Application_Key: DEFAULT_APPLICATION_KEY, Values: target.values ?? {} });
}

function urlOf(target: Target): string {
  return `http://127.0.0.1:${target.port}/api${target.path}`;
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${args.join(' ')} s'est arrêté (code ${code}).`);
  });
  return child;
}

async function waitUntilAnswering(target: Target): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(urlOf(target), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodyOf(target),
      });
      if (response.ok) return;
      throw new Error(`${target.path} : ${response.status} ${await response.text()}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function load(target: Target, seconds: number) {
  return autocannon({
    url: urlOf(target),
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodyOf(target),
  });
}

async function measure(target: Target, bareRequestsPerSecond?: number): Promise<Figures> {
  if (warmup > 0) await load(target, warmup);
  const result = await load(target, duration);
  const requestsPerSecond = result.requests.average;
  return {
    name: target.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ratio: bareRequestsPerSecond === undefined ? 1 : requestsPerSecond / bareRequestsPerSecond,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function print(figures: Figures[]): void {
  console.log(`\n${CONNECTIONS} connexions, ${warmup} s d'échauffement puis ${duration} s par appel.\n`);
  console.log(
    `${'appel'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}`,
  );
  for (const row of figures) {
    console.log(
      `${row.name.padEnd(36)} ${row.requestsPerSecond.toFixed(0).padStart(9)} ${row.p50Ms.toFixed(1).padStart(8)} ` +
        `${row.p99Ms.toFixed(1).padStart(8)} ${`${(row.ratio * 100).toFixed(0)} %`.padStart(7)}` +
        (row.failures > 0 ? `  (${row.failures} échecs)` : ''),
    );
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-bench-'));
  const bare = start(['--import', 'tsx', 'scripts/benchBareServer.ts'], { PORT: String(BARE_PORT) });
  const profile = options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${options['cpu-prof']}`] : [];
  const portal = start([...profile, '--import', 'tsx', 'server/main.ts'], {
    PORT: String(PORTAL_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  });
  try {
    for (const target of TARGETS) await waitUntilAnswering(target);
    // The bare server is measured again right before each call: on a shared machine the load drifts during a run,
    // and each ratio compares two measures taken one after the other.
    const [reference, ...calls] = TARGETS as [Target, ...Target[]];
    const bareRuns: Figures[] = [];
    const figures: Figures[] = [];
    for (const target of calls) {
      const bareRun = await measure(reference);
      bareRuns.push(bareRun);
      figures.push(await measure(target, bareRun.requestsPerSecond));
    }
    const mean = (pick: (row: Figures) => number) =>
      bareRuns.reduce((sum, row) => sum + pick(row), 0) / bareRuns.length;
    figures.unshift({
      name: reference.name,
      requestsPerSecond: mean((row) => row.requestsPerSecond),
      p50Ms: mean((row) => row.p50Ms),
      p99Ms: mean((row) => row.p99Ms),
      ratio: 1,
      failures: bareRuns.reduce((sum, row) => sum + row.failures, 0),
    });
    if (options.json) console.log(JSON.stringify(figures, null, 2));
    else print(figures);
  } finally {
    await Promise.all([stop(bare), stop(portal)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Le banc de mesure a échoué :', error);
  process.exit(1);
});
