/**
 * `npm run perf`: Lighthouse 13 figures of the public pages of the BUILT portal (it builds nothing: run
 * `npm run build` first, or give another build with `--spa-root`). The server is started on a fresh embedded
 * database (`npx tsx server/main.ts`, PORT, HOST=127.0.0.1, a temporary DATA_DIR), the system Chromium is driven
 * headless, and each page is measured `--runs` times (3 by default) with Lighthouse's default mobile settings
 * (simulated slow 4G, 4× CPU slowdown), performance category only. The median of each figure is printed per page
 * (score, FCP, LCP, TBT, CLS, Speed Index, and the gzip size of the scripts loaded until the network is quiet), as a
 * table or `--json`. A benchmark, not a test: it exits 0 whatever the figures, and they depend on the machine's
 * load (compare figures measured in one run, on a quiet machine; the load average is printed with them).
 *
 * Options: --runs N, --spa-root DIR, --port N, --pages /a,/b (instead of the default list), --json,
 * --diagnose (also prints the LCP element, the layout shifts and the main thread's work of each page's median run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TYPE_PRODUIT } from '../domain/referenceIds.ts';
import { DEFAULT_APPLICATION_KEY } from '../server/platform/config/config.ts';

const TARGETS = { score: 98, lcpMs: 2000, tbtMs: 150, cls: 0 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // the machine may have no network: keep Chromium from reaching for Google's services
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsKb: number;
}

interface PageResult extends Figures {
  page: string;
  runs: number;
  diagnostics?: string[];
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'spa-root': { type: 'string' },
    port: { type: 'string', default: '3413' },
    pages: { type: 'string' },
    json: { type: 'boolean', default: false },
    diagnose: { type: 'boolean', default: false },
  },
});

const runs = Math.max(1, Number(options.runs));
const port = Number(options.port);
const origin = `http://127.0.0.1:${port}`;
const spaRoot = resolve(options['spa-root'] ?? 'dist');
const log = (line: string) => process.stderr.write(`${line}\n`);

function startServer(dataDir: string): ChildProcess {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_ROOT: spaRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group, so that npx and the server it starts are stopped together
    detached: true,
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`le serveur ne répond pas sur ${origin}`);
}

async function apiPost<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Application_Key: process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY, Values: {} }),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The pages issue 32 holds to its figures: the home page, the FAQ, the basket, the sign-in page, and a rubrique and
 * a training of the seed (a training with sessions, and its rubrique), found through the API.
 */
async function defaultPages(): Promise<string[]> {
  const produits =
    await apiPost<{ Id: number; IdRubrique: number; IdTypeProduit: number; Sessions?: unknown[] }[]>(
      '/Produit/Produit_GetAll',
    );
  const trainings = produits.filter((produit) => produit.IdTypeProduit === TYPE_PRODUIT.formation);
  const formation = trainings.find((produit) => (produit.Sessions?.length ?? 0) > 0) ?? trainings[0];
  const pages = ['/', '/faq', '/panier', '/login'];
  if (formation) pages.push(`/rubrique/${formation.IdRubrique}`, `/formation/${formation.Id}`);
  return pages;
}

/** Each script's size once gzipped (level 9, as the browser tests count it), by URL: the same file is fetched once. */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url)
      .then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length)
      .catch(() => 0);
    gzipSizes.set(url, size);
  }
  return size;
}

/** The gzip size of every script the page loaded until the network was quiet, in KB. */
async function scriptKbOf(lhr: LighthouseResult): Promise<number> {
  const details = lhr.audits['network-requests']?.details;
  const requests = details && 'items' in details ? (details.items as { url?: string; resourceType?: string }[]) : [];
  const urls = new Set(
    requests.filter((request) => request.resourceType === 'Script' && request.url).map((request) => request.url!),
  );
  const sizes = await Promise.all([...urls].map(gzipSizeOf));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function figuresOf(lhr: LighthouseResult): Promise<Figures> {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    jsKb: await scriptKbOf(lhr),
  };
}

/** What Lighthouse says about the LCP element, the layout shifts and the main thread, in a few lines. */
function diagnosticsOf(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  const itemsOf = (id: string) => {
    const details = lhr.audits[id]?.details;
    return details && 'items' in details ? (details.items as Record<string, unknown>[]) : [];
  };
  const describe = (node: unknown) => {
    const n = node as { selector?: string; nodeLabel?: string } | undefined;
    return n ? `${n.selector ?? ''} « ${(n.nodeLabel ?? '').slice(0, 60)} »` : '?';
  };
  for (const item of itemsOf('lcp-breakdown-insight')) {
    if (item.type === 'node') lines.push(`LCP : ${describe(item)}`);
    const phases = item.type === 'table' ? (item.items as { label?: string; duration?: number }[]) : [];
    if (phases.length)
      lines.push(`  phases : ${phases.map((p) => `${p.label ?? ''} ${Math.round(p.duration ?? 0)} ms`).join(', ')}`);
  }
  for (const item of itemsOf('layout-shifts')) {
    lines.push(`décalage ${Number(item.score).toFixed(3)} : ${describe(item.node)}`);
    const causes = (item.subItems as { items?: { extra?: unknown; cause?: string }[] } | undefined)?.items ?? [];
    for (const cause of causes) lines.push(`    cause : ${cause.cause ?? ''} ${describe(cause.extra)}`);
  }
  for (const item of itemsOf('render-blocking-insight'))
    lines.push(`bloque le rendu : ${String(item.url)} (${Math.round(Number(item.wastedMs))} ms)`);
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'unused-javascript', 'long-tasks']) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) lines.push(`${audit.title} : ${audit.displayValue}`);
  }
  const file = (url: unknown) => String(url).replace(origin, '');
  for (const item of itemsOf('bootup-time').slice(0, 4))
    lines.push(`  ${file(item.url)} : ${Math.round(Number(item.scripting))} ms de script`);
  for (const item of itemsOf('long-tasks'))
    lines.push(`  tâche longue à ${Math.round(Number(item.startTime))} ms : ${Math.round(Number(item.duration))} ms`);
  return lines;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measurePage(chromePort: number, page: string): Promise<PageResult> {
  const all: { figures: Figures; lhr: LighthouseResult }[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${page}`);
    const figures = await figuresOf(result.lhr);
    // A run Lighthouse could not finish (its trace had no paint, say) has no figures: it stays out of the medians.
    if (result.lhr.runtimeError || Number.isNaN(figures.lcpMs)) {
      log(`  ${page} essai ${run}/${runs} : échec (${result.lhr.runtimeError?.code ?? 'mesure incomplète'}), écarté`);
      continue;
    }
    all.push({ figures, lhr: result.lhr });
    log(`  ${page} essai ${run}/${runs} : score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms`);
  }
  if (all.length === 0) throw new Error(`aucun essai de Lighthouse n'a abouti pour ${page}`);
  const key = <K extends keyof Figures>(name: K) => median(all.map((one) => one.figures[name]));
  const medianScore = key('score');
  const medianRun = all.reduce((best, one) =>
    Math.abs(one.figures.score - medianScore) < Math.abs(best.figures.score - medianScore) ? one : best,
  );
  return {
    page,
    runs: all.length,
    score: medianScore,
    fcpMs: key('fcpMs'),
    lcpMs: key('lcpMs'),
    tbtMs: key('tbtMs'),
    cls: key('cls'),
    speedIndexMs: key('speedIndexMs'),
    jsKb: key('jsKb'),
    ...(options.diagnose ? { diagnostics: diagnosticsOf(medianRun.lhr) } : {}),
  };
}

const loadAverage = () =>
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min, ${cpus().length} cœurs)`;

function printTable(results: PageResult[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = [
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'JS (Ko gzip)'],
    ...results.map((r) => [
      r.page,
      String(r.score),
      seconds(r.fcpMs),
      seconds(r.lcpMs),
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
      seconds(r.speedIndexMs),
      r.jsKb.toFixed(1),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  console.log(
    `\nmédiane de ${runs} essai(s) par page et par mesure ; Lighthouse 13 mobile (4G lente simulée, processeur ×4) ; ` +
      `cibles : score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls} ; ` +
      `JS : scripts chargés jusqu'au calme du réseau, gzip niveau 9`,
  );
  console.log(`charge de la machine : ${loadAverage()}`);
  for (const r of results) {
    if (!r.diagnostics?.length) continue;
    console.log(`\n${r.page}`);
    for (const line of r.diagnostics) console.log(`  ${line}`);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-perf-'));
  const server = startServer(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer(server);
    const pages = options.pages ? options.pages.split(',') : await defaultPages();
    log(`portail ${origin} (build ${spaRoot}), ${pages.length} pages × ${runs} essai(s), charge ${loadAverage()}`);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const results: PageResult[] = [];
    for (const page of pages) results.push(await measurePage(chrome.port, page));
    if (options.json) console.log(JSON.stringify(results, null, 2));
    else printTable(results);
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // the figures never fail the run; a server or browser that cannot start does
  console.error(error);
  process.exitCode = 1;
});
