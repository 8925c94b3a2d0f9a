/**
 * `npm run bench:load`: the portal under a mixed load on 1 then 2 processes (`npm run start:cluster`) on PostgreSQL,
 * then a check that nothing was lost or doubled.
 *
 * For each process count, a throw-away database is created on the server of DATABASE_URL (dropped afterwards), the
 * cluster is started on it with the demo data and the payment sandbox, customers are created and signed in through
 * the embedded provider, and four scenarios run side by side for `--duration` seconds, on loopback only:
 * - browsing: autocannon on the public catalogue calls (products, sections, a content page, languages);
 * - back office: autocannon with a staff token on the lists (orders, publications, accounts, products);
 * - baskets: customers edit their baskets, two loops per basket at once (add, lower, remove);
 * - checkouts: customers order an article and pay it on the sandbox's page (« Carte acceptée »), whose
 *   notification pays the order; the invoice and the e-mail follow from the outbox.
 * Throughput, p99 latency and errors are printed per scenario and per process count. Then, once the outbox is
 * drained: each paid order has exactly one invoice, the numbers have no gap, each basket holds what its edits left.
 * A failed check makes the command exit 1; the figures themselves fail nothing (the machine may be shared).
 *
 * A 3 s warm-up of browsing comes first. Options: `--duration N` (seconds of load per process count, 20), `--processes 1,2`, `--port N` (3430),
 * `--json`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_APPLICATION_KEY } from '../server/platform/config/config.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import { accessToken, adminToken, createCustomers } from './benchLoad/accounts.ts';
import { startCluster } from './benchLoad/clusterProcess.ts';
import { checkIntegrity } from './benchLoad/integrity.ts';
import { newRecord, percentile, type ScenarioRecord } from './benchLoad/latency.ts';
import { checkoutLoop, editBasket } from './benchLoad/scriptedFlows.ts';
import { createThrowAwayDatabase } from './benchLoad/throwAwayDatabase.ts';

const BROWSING_CONNECTIONS = 8;
const BACK_OFFICE_CONNECTIONS = 2;
const BASKET_CUSTOMERS = 4;
const CHECKOUT_CUSTOMERS = 4;
/** Articles: lines that need neither a publication nor a session. Each basket loop owns its own. */
const BASKET_PRODUCTS: [number[], number[]] = [[20, 21], [22]];
const CHECKOUT_PRODUCT = 20;
const WARMUP_SECONDS = 3;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    processes: { type: 'string', default: '1,2' },
    port: { type: 'string', default: '3430' },
    json: { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const port = Number(options.port);
const processCounts = options.processes.split(',').map(Number);

interface ScenarioFigures {
  scenario: string;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

interface RunFigures {
  processes: number;
  scenarios: ScenarioFigures[];
  paidOrders: number;
  integrity: { failures: string[]; facts: string[] };
}

function body(values: unknown = {}): string {
  return JSON.stringify({ Application_Key: DEFAULT_APPLICATION_KEY, Values: values });
}

const BROWSING = [
  { path: '/api/Produit/Produit_GetAll' },
  { path: '/api/Rubrique/Rubrique_GetAll' },
  { path: '/api/Contenu/Contenu_GetByName', values: { Name: 'Accueil' } },
  { path: '/api/StaticData/Get_Langues' },
];
const BACK_OFFICE = [
  '/api/BO/Commande/Commande_GetAll_List',
  '/api/BO/Publication/Publication_GetAll_List',
  '/api/BO/Compte/Compte_GetAll',
  '/api/BO/Produit/Produit_GetAll_List',
];

function cannon(
  baseUrl: string,
  connections: number,
  requests: { path: string; body: string }[],
  headers: Record<string, string>,
  seconds = duration,
) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({ method: 'POST', path: request.path, body: request.body, headers })),
  });
}

function fromCannon(scenario: string, result: Awaited<ReturnType<typeof autocannon>>): ScenarioFigures {
  return {
    scenario,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / duration,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function fromRecord(scenario: string, record: ScenarioRecord): ScenarioFigures {
  return {
    scenario,
    requests: record.latenciesMs.length,
    requestsPerSecond: record.latenciesMs.length / duration,
    p99Ms: percentile(record.latenciesMs, 99),
    errors: record.errors,
  };
}

async function runWith(processes: number, serverUrl: string): Promise<RunFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'portail-charge-'));
  const database = await createThrowAwayDatabase(serverUrl, `portail_charge_${process.pid}_${processes}`);
  try {
    console.error(`\n${processes} processus : démarrage de la grappe sur une base neuve…`);
    const cluster = await startCluster({ workers: processes, port, databaseUrl: database.url, folder });
    try {
      const handle = await openDatabase({ databaseUrl: database.url }, { log: { warn: () => undefined } });
      const basketLogins = await createCustomers(handle.db, 'panier', BASKET_CUSTOMERS);
      const checkoutLogins = await createCustomers(handle.db, 'commande', CHECKOUT_CUSTOMERS);
      await handle.close();
      const staff = await adminToken(cluster.baseUrl);
      const basketTokens = await Promise.all(basketLogins.map((login) => accessToken(cluster.baseUrl, login)));
      const checkoutTokens = await Promise.all(checkoutLogins.map((login) => accessToken(cluster.baseUrl, login)));

      const browsingRequests = BROWSING.map((call) => ({ path: call.path, body: body(call.values) }));
      const json = { 'content-type': 'application/json' };
      // Every worker compiles its hot paths and fills its caches before the measure, whatever their number.
      await cannon(cluster.baseUrl, BROWSING_CONNECTIONS, browsingRequests, json, WARMUP_SECONDS);
      console.error(`${processes} processus : charge pendant ${duration} s…`);
      const until = Date.now() + duration * 1000;
      const basketRecord = newRecord();
      const checkoutRecord = newRecord();
      const [browsing, backOffice, baskets, checkouts] = await Promise.all([
        cannon(cluster.baseUrl, BROWSING_CONNECTIONS, browsingRequests, json),
        cannon(
          cluster.baseUrl,
          BACK_OFFICE_CONNECTIONS,
          BACK_OFFICE.map((path) => ({ path, body: body() })),
          {
            ...json,
            authorization: `Bearer ${staff}`,
          },
        ),
        Promise.all(
          basketTokens.map(async (token, customer) => {
            const loops = await Promise.all(
              BASKET_PRODUCTS.map((products, loop) =>
                editBasket({
                  baseUrl: cluster.baseUrl,
                  token,
                  products,
                  seed: 1 + customer * 10 + loop,
                  until,
                  record: basketRecord,
                }),
              ),
            );
            return new Map(loops.flatMap((lines) => [...lines]));
          }),
        ),
        Promise.all(
          checkoutTokens.map((token) =>
            checkoutLoop({ baseUrl: cluster.baseUrl, token, product: CHECKOUT_PRODUCT, until, record: checkoutRecord }),
          ),
        ),
      ]);
      const acceptedOrders = checkouts.flat();
      console.error(`${processes} processus : vérification de la base…`);
      const integrity = await checkIntegrity({
        databaseUrl: database.url,
        acceptedOrders,
        expectedBaskets: new Map(basketLogins.map((login, index) => [login, baskets[index] as Map<number, number>])),
      });
      for (const [name, record] of [
        ['paniers', basketRecord],
        ['commandes', checkoutRecord],
      ] as const) {
        for (const sample of record.samples) console.error(`  échec (${name}) : ${sample}`);
      }
      return {
        processes,
        scenarios: [
          fromCannon('navigation', browsing),
          fromCannon('listes du back-office', backOffice),
          fromRecord('paniers', basketRecord),
          fromRecord('commandes payées', checkoutRecord),
        ],
        paidOrders: acceptedOrders.length,
        integrity,
      };
    } finally {
      const code = await cluster.stop();
      if (code !== 0) console.error(`La grappe s'est arrêtée avec le code ${code}.`);
    }
  } finally {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

function print(runs: RunFigures[]): void {
  console.log(
    `\nCharge mixte, ${duration} s par nombre de processus : navigation ${BROWSING_CONNECTIONS} connexions, ` +
      `back-office ${BACK_OFFICE_CONNECTIONS}, paniers ${BASKET_CUSTOMERS} clients × 2 boucles, ` +
      `commandes ${CHECKOUT_CUSTOMERS} clients.\n`,
  );
  console.log(
    `${'processus'.padEnd(10)} ${'scénario'.padEnd(24)} ${'requêtes'.padStart(9)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'erreurs'.padStart(8)}`,
  );
  for (const run of runs) {
    for (const row of run.scenarios) {
      console.log(
        `${String(run.processes).padEnd(10)} ${row.scenario.padEnd(24)} ${String(row.requests).padStart(9)} ` +
          `${row.requestsPerSecond.toFixed(0).padStart(8)} ${row.p99Ms.toFixed(0).padStart(8)} ${String(row.errors).padStart(8)}`,
      );
    }
    const total = run.scenarios.reduce((sum, row) => sum + row.requestsPerSecond, 0);
    console.log(
      `${String(run.processes).padEnd(10)} ${'total'.padEnd(24)} ${''.padStart(9)} ${total.toFixed(0).padStart(8)}`,
    );
    console.log(
      `${''.padEnd(10)} ${run.paidOrders} commandes payées (${(run.paidOrders / duration).toFixed(1)} par seconde)`,
    );
  }
  console.log('\nIntégrité :');
  for (const run of runs) {
    for (const fact of run.integrity.facts) console.log(`  ${run.processes} processus : ${fact}`);
    for (const failure of run.integrity.failures) console.log(`  ${run.processes} processus : ÉCHEC — ${failure}`);
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error(
      [
        'npm run bench:load demande un serveur PostgreSQL : DATABASE_URL=postgres://… .',
        'Une base jetable y est créée pour chaque nombre de processus, puis supprimée ; le compte doit pouvoir créer des bases.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const runs: RunFigures[] = [];
  for (const processes of processCounts) runs.push(await runWith(processes, serverUrl));
  if (options.json) console.log(JSON.stringify(runs, null, 2));
  else print(runs);
  if (runs.some((run) => run.integrity.failures.length > 0)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error('Le test de charge a échoué :', error);
  process.exit(1);
});
