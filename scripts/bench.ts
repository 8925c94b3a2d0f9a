/**
 * `npm run bench`: the API's throughput as a ratio to a bare Fastify server measured in the same run, and where the
 * portal's time goes.
 *
 * Two child processes are started: the bare server (scripts/benchBareServer.ts) and the portal itself
 * (`server/main.ts` on a fresh DATA_DIR, embedded PGlite with the demo data, NODE_ENV=development: production
 * refuses to start without an SMTP relay and never loads the demo catalogue). Each call is loaded by autocannon
 * (10 connections), after a warm-up of both servers, in one-second slices alternating with the bare server, so that
 * a load that drifts on a shared machine weighs on both alike. Printed for each: req/s, p50 and p99 latency (means
 * of the slices), the server's CPU time per request (from /proc, on Linux), the ratio of req/s to the bare server's
 * over the same slices, and the ratio of CPU time per request (the bare server's divided by the portal's), steadier
 * when other work shares the machine. A benchmark, not a test: it fails on nothing, and figures only compare within
 * one run.
 *
 * Both servers run with `--cpu-prof`; the self time of the portal's slices is then printed by place (package, Node
 * module, file of the project) and by function, the bare server's beside it as the floor of what a POST costs.
 *
 * Options: `--duration N` (seconds measured per call, 10 by default), `--warmup N` (3), `--json` (the figures as
 * JSON), `--cpu-prof DIR` (keep the profiles, `.cpuprofile` files for Chrome's DevTools, in DIR), `--no-profile`
 * (run without profiling), `--port-base N` (the bare server on N, the portal on N + 1; 3420 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_APPLICATION_KEY } from '../server/platform/config/config.ts';
import {
  formatSummary,
  summariseProfile,
  type CpuProfile,
  type ProfileSummary,
  type TimeWindow,
} from './cpuProfileSummary.ts';
import { cpuTimeUs } from './processCpu.ts';

const CONNECTIONS = 10;
const SLICE_SECONDS = 1;
const STARTUP_TIMEOUT_MS = 120_000;
const PROJECT_ROOT = resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'no-profile': { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '3420' },
  },
});
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const barePort = Number(options['port-base']);
const portalPort = barePort + 1;

interface Target {
  name: string;
  port: number;
  path: string;
  values?: Record<string, unknown>;
}

const REFERENCE: Target = { name: 'Fastify nu (référence)', port: barePort, path: '/StaticData/Get_Langues' };

const CALLS: Target[] = [
  { name: 'StaticData/Get_Langues', port: portalPort, path: '/StaticData/Get_Langues' },
  { name: 'Produit/Produit_GetAll', port: portalPort, path: '/Produit/Produit_GetAll' },
  { name: 'Rubrique/Rubrique_GetAll', port: portalPort, path: '/Rubrique/Rubrique_GetAll' },
  {
    name: 'Contenu/Contenu_GetByName Accueil',
    port: portalPort,
    path: '/Contenu/Contenu_GetByName',
    values: { Name: 'Accueil' },
  },
];

/** What the slices of one server on one call add up to. */
interface Tally {
  requests: number;
  seconds: number;
  p50Ms: number[];
  p99Ms: number[];
  cpuUs: number | undefined;
  failures: number;
  windows: TimeWindow[];
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  /** Means of the slices' percentiles. */
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time (user + system) per request, when /proc tells it. */
  cpuUsPerRequest: number | undefined;
  /** req/s divided by the bare server's over the same slices. */
  ratio: number;
  /** The bare server's CPU time per request divided by the portal's. */
  cpuRatio: number | undefined;
  failures: number;
  /** Where the portal's time went on this call, when profiled. */
  profile?: ProfileSummary;
}

interface Server {
  child: ChildProcess;
  profileDir: string | undefined;
}

function bodyOf(target: Target): string {
  return JSON.stringify({ Application_Key: DEFAULT_APPLICATION_KEY, Values: target.values ?? {} });
}

function urlOf(target: Target): string {
  return `http://127.0.0.1:${target.port}/api${target.path}`;
}

function start(args: string[], env: NodeJS.ProcessEnv, profileDir: string | undefined): Server {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${args.join(' ')} s'est arrêté (code ${code}).`);
  });
  return { child, profileDir };
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

function load(target: Target, seconds: number) {
  return autocannon({
    url: urlOf(target),
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodyOf(target),
  });
}

function emptyTally(): Tally {
  return { requests: 0, seconds: 0, p50Ms: [], p99Ms: [], cpuUs: 0, failures: 0, windows: [] };
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** One slice of load on `target`, added to `tally` with the CPU time `server` spent meanwhile. */
async function slice(target: Target, server: Server, tally: Tally): Promise<void> {
  const cpuBefore = cpuTimeUs(server.child.pid);
  const startUs = nowUs();
  const result = await load(target, SLICE_SECONDS);
  const endUs = nowUs();
  const cpuAfter = cpuTimeUs(server.child.pid);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.p50Ms.push(result.latency.p50);
  tally.p99Ms.push(result.latency.p99);
  tally.failures += result.errors + result.timeouts + result.non2xx;
  tally.windows.push({ startUs, endUs });
  tally.cpuUs =
    tally.cpuUs === undefined || cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : tally.cpuUs + cpuAfter - cpuBefore;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

function figuresOf(name: string, tally: Tally, reference?: Figures): Figures {
  const requestsPerSecond = tally.requests / Math.max(tally.seconds, Number.EPSILON);
  const cpuUsPerRequest = tally.cpuUs === undefined || tally.requests === 0 ? undefined : tally.cpuUs / tally.requests;
  return {
    name,
    requestsPerSecond,
    p50Ms: mean(tally.p50Ms),
    p99Ms: mean(tally.p99Ms),
    cpuUsPerRequest,
    ratio: reference ? requestsPerSecond / reference.requestsPerSecond : 1,
    cpuRatio:
      reference?.cpuUsPerRequest === undefined || cpuUsPerRequest === undefined
        ? reference
          ? undefined
          : 1
        : reference.cpuUsPerRequest / cpuUsPerRequest,
    failures: tally.failures,
  };
}

/** Warm-up of both, then slices of the bare server and of the call, one after the other. */
async function measure(call: Target, bare: Server, portal: Server) {
  if (warmup > 0) {
    await load(REFERENCE, warmup);
    await load(call, warmup);
  }
  const bareTally = emptyTally();
  const callTally = emptyTally();
  for (let elapsed = 0; elapsed < duration; elapsed += SLICE_SECONDS) {
    await slice(REFERENCE, bare, bareTally);
    await slice(call, portal, callTally);
  }
  const reference = figuresOf(REFERENCE.name, bareTally);
  return { bareTally, callTally, figures: figuresOf(call.name, callTally, reference) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function readProfile(server: Server): Promise<CpuProfile | undefined> {
  if (!server.profileDir) return undefined;
  const file = (await readdir(server.profileDir)).find((name) => name.endsWith('.cpuprofile'));
  return file ? (JSON.parse(await readFile(join(server.profileDir, file), 'utf8')) as CpuProfile) : undefined;
}

const ratioText = (ratio: number | undefined) => (ratio === undefined ? '–' : `${(ratio * 100).toFixed(0)} %`);

function print(figures: Figures[], portalProfile?: ProfileSummary, bareProfile?: ProfileSummary): void {
  console.log(
    `\n${CONNECTIONS} connexions, ${warmup} s d'échauffement puis ${duration} tranches de ${SLICE_SECONDS} s par appel, ` +
      'en alternance avec le Fastify nu.\n',
  );
  console.log(
    `${'appel'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
      `${'µs CPU/req'.padStart(10)} ${'ratio'.padStart(6)} ${'ratio CPU'.padStart(9)}`,
  );
  for (const row of figures) {
    console.log(
      `${row.name.padEnd(36)} ${row.requestsPerSecond.toFixed(0).padStart(7)} ${row.p50Ms.toFixed(1).padStart(7)} ` +
        `${row.p99Ms.toFixed(1).padStart(7)} ${(row.cpuUsPerRequest?.toFixed(0) ?? '–').padStart(10)} ` +
        `${ratioText(row.ratio).padStart(6)} ${ratioText(row.cpuRatio).padStart(9)}` +
        (row.failures > 0 ? `  (${row.failures} échecs)` : ''),
    );
  }
  if (!portalProfile) return;
  console.log('\nOù va le temps du portail (profil CPU de ses tranches mesurées) :');
  for (const row of figures) {
    if (!row.profile) continue;
    const places = row.profile.places
      .slice(0, 5)
      .map((place) => `${place.name} ${place.usPerRequest?.toFixed(0) ?? '?'} µs`);
    console.log(`  ${row.name} : ${places.join(', ')}`);
  }
  console.log(`\nToutes les tranches du portail : ${formatSummary(portalProfile).join('\n')}`);
  if (bareProfile) console.log(`\nLe Fastify nu, pour comparer : ${formatSummary(bareProfile).join('\n')}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-bench-'));
  const keptProfiles = options['cpu-prof'] ? resolve(options['cpu-prof']) : undefined;
  const profileRoot = options['no-profile'] ? undefined : (keptProfiles ?? join(dataDir, 'profils'));
  const bare = start(
    ['scripts/benchBareServer.ts'],
    { PORT: String(barePort) },
    profileRoot && join(profileRoot, 'nu'),
  );
  const portal = start(
    ['server/main.ts'],
    { PORT: String(portalPort), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development' },
    profileRoot && join(profileRoot, 'portail'),
  );
  try {
    await waitUntilAnswering(REFERENCE);
    for (const call of CALLS) await waitUntilAnswering(call);
    const runs = [];
    for (const call of CALLS) runs.push(await measure(call, bare, portal));
    const bareTally = runs.reduce((all, run) => {
      const tally = run.bareTally;
      all.requests += tally.requests;
      all.seconds += tally.seconds;
      all.p50Ms.push(...tally.p50Ms);
      all.p99Ms.push(...tally.p99Ms);
      all.cpuUs = all.cpuUs === undefined || tally.cpuUs === undefined ? undefined : all.cpuUs + tally.cpuUs;
      all.failures += tally.failures;
      all.windows.push(...tally.windows);
      return all;
    }, emptyTally());
    const figures = [figuresOf(REFERENCE.name, bareTally), ...runs.map((run) => run.figures)];

    await Promise.all([stop(bare.child), stop(portal.child)]);
    const [portalProfile, bareProfile] = await Promise.all([readProfile(portal), readProfile(bare)]);
    const summarise = (profile: CpuProfile, tallies: Tally[], limit = 12) =>
      summariseProfile(profile, {
        projectRoot: PROJECT_ROOT,
        windows: tallies.flatMap((tally) => tally.windows),
        requests: tallies.reduce((sum, tally) => sum + tally.requests, 0),
        limit,
      });
    runs.forEach((run, index) => {
      const row = figures[index + 1];
      if (portalProfile && row) row.profile = summarise(portalProfile, [run.callTally], 5);
    });
    const portalSummary = portalProfile
      ? summarise(
          portalProfile,
          runs.map((run) => run.callTally),
          20,
        )
      : undefined;
    const bareSummary = bareProfile ? summarise(bareProfile, [bareTally]) : undefined;
    if (options.json) console.log(JSON.stringify({ figures, portal: portalSummary, bare: bareSummary }, null, 2));
    else print(figures, portalSummary, bareSummary);
    if (keptProfiles)
      console.log(`\nProfils (.cpuprofile, pour les outils de développement de Chromium) : ${keptProfiles}`);
  } finally {
    await Promise.all([stop(bare.child), stop(portal.child)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Le banc de mesure a échoué :', error);
  process.exit(1);
});
