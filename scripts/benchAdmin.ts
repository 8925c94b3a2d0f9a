/**
 * `npm run bench:admin`: the back office's publication and account lists measured over HTTP on the database of
 * DATABASE_URL (filled by `npm run seed:volume`). The app is started on a free port with a verifier that accepts
 * one back-office token (as the API tests do); each query of both screens, list then count, filtered or not, is
 * called BENCH_RUNS times (30 by default) after a warm-up, and p50 / p95 are printed per query. A benchmark,
 * not a test: it fails on nothing, the target (p95 ≤ 50 ms) is printed beside the figures.
 */
import { buildApp } from '../server/compose/app.ts';
import { readConfig } from '../server/platform/config/config.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import type { Identity } from '../server/platform/identity/verifyAccessToken.ts';

const TARGET_P95_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const TOKEN = 'jeton-bench-back-office';
const BACK_OFFICE: Identity = { subject: 'bench', login: 'admin@example.org', roles: ['backoffice'] };

const LIST = '/BO/Publication/Publication_GetAll_List';
const COUNT = '/BO/Publication/Publication_GetAll_List_Count';
const MODERATION = '/BO/Publication/PublicationModeration_GetAll_List';
const ACCOUNTS = '/BO/Compte/Compte_GetAll';
const ACCOUNTS_COUNT = '/BO/Compte/Compte_GetAll_Count';

interface Query {
  name: string;
  path: string;
  values: Record<string, unknown>;
}

/** What the two screens ask for: each filter alone, some together, each sort, a far page. */
function queries(idPersonne: number): Query[] {
  const filters: [string, Record<string, unknown>][] = [
    ['sans filtre', {}],
    ['texte « marées »', { Recherche: 'marées' }],
    ['texte sans accents « MAREES »', { Recherche: 'MAREES' }],
    ['texte auteur « jeanne caradec »', { Recherche: 'jeanne caradec' }],
    ['texte EAN « 0004242 »', { Recherche: '0004242' }],
    ['état Validée', { IdEtatPublication: 3 }],
    ['marque « rhône »', { Marque: 'rhône' }],
    ['marque sans accents « rhone »', { Marque: 'rhone' }],
    ['dates (un mois)', { DateMajDebut: monthsAgo(2), DateMajFin: monthsAgo(1) }],
    ['compte (IdPersonne)', { IdPersonne: idPersonne }],
    ['compte (login « volume-123 »)', { Login: 'volume-123' }],
    ['texte + état + dates', { Recherche: 'phare', IdEtatPublication: 1, DateMajDebut: monthsAgo(12) }],
  ];
  const sorts: [string, Record<string, unknown>][] = [
    ['tri Titre asc', { Tri: { Colonne: 'Titre', Sens: 'asc' } }],
    ['tri Ean desc', { Tri: { Colonne: 'Ean', Sens: 'desc' } }],
    ['tri Login asc', { Tri: { Colonne: 'Login', Sens: 'asc' } }],
    ['tri Marque desc', { Tri: { Colonne: 'Marque', Sens: 'desc' } }],
    ['tri DateCreation asc', { Tri: { Colonne: 'DateCreation', Sens: 'asc' } }],
    ['tri état asc', { Tri: { Colonne: 'IdEtatPublication', Sens: 'asc' } }],
    ['page 500 (Offset 4990)', { Offset: 4990 }],
  ];
  const all: Query[] = [];
  for (const [name, values] of filters) {
    all.push({ name: `publications, ${name}`, path: LIST, values });
    all.push({ name: `publications, ${name} (nombre)`, path: COUNT, values });
  }
  for (const [name, values] of sorts) all.push({ name: `publications, ${name}`, path: LIST, values });
  for (const [name, values] of [...filters, ...sorts.slice(0, 4)]) {
    if ('IdEtatPublication' in values) continue;
    all.push({ name: `modération, ${name}`, path: MODERATION, values });
  }
  return [...all, ...accountQueries()];
}

/** The users screen: its filters alone and together, list then count, and a far page. */
function accountQueries(): Query[] {
  const filters: [string, Record<string, unknown>][] = [
    ['sans filtre', {}],
    ['texte « volume-123 »', { Recherche: 'volume-123' }],
    ['texte nom « martin »', { Recherche: 'martin' }],
    ['texte prénom sans accents « LEA »', { Recherche: 'LEA' }],
    ['texte rare « zzz »', { Recherche: 'zzz' }],
    ['SIRET « 404 »', { Siret: '404' }],
    ['type back-office', { IdTypeCompte: 1 }],
    ['non confirmés', { Confirme: false }],
    ['texte + type + confirmés', { Recherche: 'martin', IdTypeCompte: 2, Confirme: true }],
  ];
  const all: Query[] = [];
  for (const [name, values] of filters) {
    all.push({ name: `comptes, ${name}`, path: ACCOUNTS, values });
    all.push({ name: `comptes, ${name} (nombre)`, path: ACCOUNTS_COUNT, values });
  }
  all.push({ name: 'comptes, page 2000 (Offset 19990)', path: ACCOUNTS, values: { Offset: 19990 } });
  return all;
}

function monthsAgo(months: number): string {
  const day = new Date();
  day.setMonth(day.getMonth() - months);
  return day.toISOString().slice(0, 10);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    console.error(
      'DATABASE_URL doit désigner la base PostgreSQL remplie par npm run seed:volume pour lancer le banc de mesure.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.migrate();
  const app = buildApp({
    config,
    db: database.db,
    verifyAccessToken: async (token) => (token === TOKEN ? BACK_OFFICE : undefined),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  async function post(path: string, values: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ Application_Key: config.applicationKey, Values: values }),
    });
    if (!response.ok)
      throw new Error(`${path} ${JSON.stringify(values)} : ${response.status} ${await response.text()}`);
    return response.json();
  }

  // The first volume account, which publishes the most (seedVolume.ts), found through the API itself.
  const busiest = (await post(LIST, { Login: 'volume-1@', Limit: 1 })) as { Items: { IdPersonne: number }[] };
  const idPersonne = busiest.Items[0]?.IdPersonne ?? 1;
  const { Total } = (await post(COUNT, {})) as { Total: number };
  console.log(`${Total} publications ; ${RUNS} appels par requête après ${WARM_UP} d'échauffement.\n`);
  console.log(`${'requête'.padEnd(62)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);

  let worst = 0;
  for (const query of queries(idPersonne)) {
    let total: unknown;
    const timings: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      const body = (await post(query.path, query.values)) as { Total: number } | unknown[];
      const elapsed = performance.now() - started;
      // Compte_GetAll answers the page alone: its row count is printed.
      total = Array.isArray(body) ? body.length : body.Total;
      if (run >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    worst = Math.max(worst, p95);
    console.log(
      `${query.name.padEnd(62)} ${String(total).padStart(7)} ${percentile(timings, 50).toFixed(1).padStart(8)} ` +
        `${p95.toFixed(1).padStart(8)}${p95 > TARGET_P95_MS ? '  > objectif' : ''}`,
    );
  }
  console.log(`\nPire p95 : ${worst.toFixed(1)} ms (objectif ≤ ${TARGET_P95_MS} ms).`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error('Le banc de mesure a échoué :', error);
  process.exit(1);
});
