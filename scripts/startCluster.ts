/**
 * `npm run start:cluster`: several portal processes on one PostgreSQL behind one port, with Node's cluster module.
 *
 * The primary process only supervises: it builds the application when its sources changed (as `npm start`), then
 * starts `--workers N` processes of `server/main.ts` (the number of cores by default), which all listen on PORT;
 * the primary hands each new connection to the next worker in turn. A worker that dies after it started listening
 * is replaced; one that dies before (a wrong configuration, a database out of reach) stops the whole cluster, since
 * its replacement would fail the same way. SIGTERM or SIGINT is passed on to every worker, which finishes the
 * requests it holds (server/platform/http/gracefulShutdown.ts) before it exits; the primary exits once they all have.
 *
 * Everything the workers share goes through the database (see README, « Plusieurs processus »): PGlite, one
 * process only, is refused.
 */
import cluster, { type Worker } from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
/** Past this, a worker that has not exited after SIGTERM is killed: over the server's own 8 s drain bound. */
const STOP_TIMEOUT_MS = 15_000;
/** Replacements allowed within RESTART_WINDOW_MS before the primary gives up (a worker that keeps crashing). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

function refuse(lines: string[]): never {
  console.error(lines.join('\n'));
  process.exit(1);
}

const { values: options } = parseArgs({
  options: {
    workers: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  refuse([
    'npm run start:cluster demande une base PostgreSQL : DATABASE_URL=postgres://… .',
    'Sans DATABASE_URL, le portail utilise PGlite, qu’un seul processus peut ouvrir : lancez alors npm start.',
    'Exemple : DATABASE_URL=postgres://portail@127.0.0.1:5432/portail npm run start:cluster -- --workers 2',
  ]);
}

const workerCount = options.workers === undefined ? availableParallelism() : Number(options.workers);
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) {
  refuse([`--workers attend un nombre entier de processus entre 1 et 64 (reçu : ${options.workers}).`]);
}

if (!options['no-build']) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/buildIfChanged.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) refuse(['La construction de l’application a échoué : le portail ne démarre pas.']);
}

cluster.setupPrimary({ exec: join(ROOT, 'server/main.ts'), execArgv: ['--import', 'tsx'] });

const listening = new Set<number>();
const restarts: number[] = [];
let stopping = false;
let exitCode = 0;

function startWorker(): Worker {
  const worker = cluster.fork();
  worker.once('listening', () => listening.add(worker.id));
  return worker;
}

function aliveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
}

function stopAll(code: number): void {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  const workers = aliveWorkers();
  if (workers.length === 0) process.exit(exitCode);
  for (const worker of workers) worker.process.kill('SIGTERM');
  setTimeout(() => {
    for (const worker of aliveWorkers()) {
      console.error(`Le processus ${worker.process.pid} ne s’est pas arrêté à temps : il est tué.`);
      worker.process.kill('SIGKILL');
    }
  }, STOP_TIMEOUT_MS).unref();
}

cluster.on('exit', (worker, code, signal) => {
  const wasListening = listening.delete(worker.id);
  if (stopping) {
    if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
    if (aliveWorkers().length === 0) process.exit(exitCode);
    return;
  }
  const how = signal ? `le signal ${signal}` : `le code ${code}`;
  if (!wasListening) {
    console.error(`Un processus du portail s’est arrêté avant d’écouter (${how}) : la grappe s’arrête.`);
    stopAll(1);
    return;
  }
  const now = Date.now();
  while (restarts.length > 0 && (restarts[0] as number) < now - RESTART_WINDOW_MS) restarts.shift();
  if (restarts.length >= MAX_RESTARTS) {
    console.error(`${MAX_RESTARTS} processus remplacés en une minute : la grappe s’arrête.`);
    stopAll(1);
    return;
  }
  restarts.push(now);
  console.error(`Le processus ${worker.process.pid} s’est arrêté (${how}) : un autre le remplace.`);
  startWorker();
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    console.error(`Arrêt de la grappe (${signal}) : chaque processus finit les requêtes qu’il a reçues.`);
    stopAll(0);
  });
}

console.error(`Grappe du portail : ${workerCount} processus sur ${process.env.PORT ?? '3000'}, PostgreSQL partagé.`);
for (let index = 0; index < workerCount; index += 1) startWorker();
