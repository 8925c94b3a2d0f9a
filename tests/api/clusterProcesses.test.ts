import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, forgetRateLimitCounters, freePort } from './identityHarness.ts';
import { authorizationRequest, Browser, describeForm, exchangeCode } from './oidcBrowser.ts';
import { APPLICATION_KEY, testContext } from './testApp.ts';

/**
 * `npm run start:cluster` for real: two worker processes of server/main.ts behind one port, on the PostgreSQL of
 * DATABASE_URL. Each step of a sequence is sent on a connection that a chosen worker holds (the worker answering
 * says who it is in `x-portail-processus`), so that the sequence provably crosses from one process to the other.
 */
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
const WORKER_HEADER = 'x-portail-processus';
const STARTUP_TIMEOUT_MS = 150_000;
/** How long a change made through one process may take to reach the other's answers. */
const NOTIFY_BOUND_MS = 2_000;
/** The server's own drain bound (8 s) and the closing of its pool, with room to spare. */
const STOP_BOUND_MS = 20_000;
/** How long one request may wait for its answer. */
const PROBE_TIMEOUT_MS = 10_000;

type WorkerId = '1' | '2' | '3';

interface BasketLine {
  Produit: { Id: number };
  Quantite: number;
}

function startClusterProcess(env: NodeJS.ProcessEnv, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/startCluster.ts', '--no-build', ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** One request on the agent's connection, answered as a fetch Response. */
function sendOn(agent: Agent, url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string> | undefined,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            headers.append(response.rawHeaders[index] as string, response.rawHeaders[index + 1] as string);
          }
          const status = response.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    // A connection dealt to a worker as it dies gets no answer: a probe gives up on it.
    sent.setTimeout(PROBE_TIMEOUT_MS, () => sent.destroy(new Error('no answer')));
    sent.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

describe('npm run start:cluster sans PostgreSQL', () => {
  test('refuse de démarrer sur PGlite et dit pourquoi, en français', async () => {
    const child = startClusterProcess({ DATABASE_URL: '' }, ['--workers', '2']);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    expect(await exitOf(child)).toBe(1);
    expect(errors).toContain('npm run start:cluster demande une base PostgreSQL');
    expect(errors).toContain('PGlite, qu’un seul processus peut ouvrir');
  });
});

describe.runIf(databaseUrl)('deux processus du portail derrière un port (npm run start:cluster)', () => {
  let folder: string;
  let cluster: ChildProcess;
  let baseUrl: string;
  const agents = new Map<WorkerId, Agent>();
  let errors = '';

  /** A connection held by the worker: new connections until the cluster deals one to it. */
  async function connectionTo(worker: WorkerId): Promise<Agent> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const probe = await sendOn(agent, `${baseUrl}/api/StaticData/Monitoring_Check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Application_Key: APPLICATION_KEY }),
      }).catch(() => undefined);
      if (probe?.status === 200 && probe.headers.get(WORKER_HEADER) === worker) return agent;
      agent.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no connection reached worker ${worker}`);
  }

  /** Sends on the worker's connection and checks that this worker answered. */
  async function on(worker: WorkerId, url: string, init: RequestInit = {}): Promise<Response> {
    const agent = agents.get(worker);
    if (!agent) throw new Error(`no connection to worker ${worker}`);
    const response = await sendOn(agent, url, init);
    expect(response.headers.get(WORKER_HEADER), `${init.method ?? 'GET'} ${url}`).toBe(worker);
    return response;
  }

  function api(worker: WorkerId, path: string, values: unknown, token?: string): Promise<Response> {
    return on(worker, `${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
    });
  }

  /**
   * The browser's sign-in, its steps spread over the workers: the authorisation request and the sign-in page on
   * `pages`, the password posted and the redirect back on `form`, the code exchanged for tokens on `token`.
   */
  async function signInAcross(email: string, password: string, steps: Record<'pages' | 'form' | 'token', WorkerId>) {
    let current: WorkerId = steps.pages;
    const browser = new Browser((url, init) => on(current, url, init));
    const request = authorizationRequest(baseUrl);
    const page = await browser.follow(request.url, request.redirectUri);
    expect(page.response.status, page.url).toBe(200);
    const action = describeForm(await page.response.text()).action;
    if (!action) throw new Error('sign-in page without a form');

    current = steps.form;
    const posted = await browser.request(new URL(action, baseUrl).href, { form: { email, password } });
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(page.url, request.redirectUri, posted);
    const callback = new URL(url);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`no code in ${url}`);

    const tokens = await exchangeCode(baseUrl, request, code, (url, init) => on(steps.token, url, init));
    expect(tokens.status).toBe(200);
    return ((await tokens.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    const ctx = await testContext();
    await forgetRateLimitCounters(ctx.db);
    folder = mkdtempSync(join(tmpdir(), 'portail-grappe-'));
    const spaRoot = join(folder, 'spa');
    mkdirSync(join(spaRoot, 'assets'), { recursive: true });
    writeFileSync(
      join(spaRoot, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Portail</title></head></html>',
    );
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    cluster = startClusterProcess(
      {
        NODE_ENV: 'development',
        APPLICATION_KEY,
        SEED_DEMO_DATA: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(folder, 'data'),
        SPA_ROOT: spaRoot,
        CATALOGUE_SCHEDULE: 'off',
        LOG_LEVEL: 'error',
      },
      ['--workers', '2'],
    );
    cluster.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (const worker of ['1', '2'] as const) {
      for (;;) {
        if (cluster.exitCode !== null) throw new Error(`the cluster stopped: ${errors}`);
        const agent = await connectionTo(worker).catch(() => undefined);
        if (agent) {
          agents.set(worker, agent);
          break;
        }
        if (Date.now() > deadline) throw new Error(`worker ${worker} never answered: ${errors}`);
      }
    }
  }, STARTUP_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    for (const agent of agents.values()) agent.destroy();
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGKILL');
      await exitOf(cluster);
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('une connexion commencée sur un processus finit sur l’autre, et le panier suit le client', async () => {
    const token = await signInAcross(DEMO.auteur.email, DEMO.auteur.password, { pages: '1', form: '2', token: '1' });

    const added = await api('2', '/Panier/AddProduit', { IdProduit: 21, Quantite: 1 }, token);
    expect(added.status).toBe(200);
    const addedLine = ((await added.json()) as { listCommandeProduit: BasketLine[] }).listCommandeProduit.find(
      (line) => line.Produit.Id === 21,
    );
    expect(addedLine?.Quantite).toBeGreaterThanOrEqual(1);
    try {
      const read = await api('1', '/Panier/GetProduits', {}, token);
      expect(read.status).toBe(200);
      const lines = ((await read.json()) as { listCommandeProduit: BasketLine[] }).listCommandeProduit;
      expect(lines.find((line) => line.Produit.Id === 21)?.Quantite).toBe(addedLine?.Quantite);
    } finally {
      const removed = await api('1', '/Panier/RemoveProduit', { IdProduit: 21, Quantite: 1 }, token);
      expect(removed.status).toBe(200);
    }
  });

  test('un produit modifié par le back-office sur un processus est répondu modifié par l’autre', async () => {
    const staff = await signInAcross(DEMO.admin.email, DEMO.admin.password, { pages: '2', form: '1', token: '2' });
    type Produit = { Id: number; Libelle: string; PrixTTCCentimes: number; Visible: boolean };
    const libelleOn = async (worker: WorkerId, id: number) =>
      ((await (await api(worker, '/Produit/Produit_Get', { Id: id })).json()) as Produit).Libelle;
    const [product] = (await (await api('2', '/Produit/Produit_GetAll', {})).json()) as Produit[];
    if (!product) throw new Error('the demo catalogue has no product');
    // Worker 2 has the catalogue in memory now; worker 1 saves a change.
    expect(await libelleOn('2', product.Id)).toBe(product.Libelle);
    const save = (Libelle: string) =>
      api(
        '1',
        '/BO/Produit/Produit_Update',
        { Id: product.Id, Libelle, PrixTTCCentimes: product.PrixTTCCentimes, Visible: product.Visible },
        staff,
      );
    try {
      expect((await save('Changé sur le processus 1')).status).toBe(200);
      const deadline = Date.now() + NOTIFY_BOUND_MS;
      let seen = await libelleOn('2', product.Id);
      while (seen !== 'Changé sur le processus 1' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await libelleOn('2', product.Id);
      }
      expect(seen).toBe('Changé sur le processus 1');
    } finally {
      expect((await save(product.Libelle)).status).toBe(200);
    }
  });

  test(
    'un processus tué est remplacé, et l’autre répond pendant ce temps',
    async () => {
      if (cluster.pid === undefined) throw new Error('the cluster has no pid');
      // The workers are the primary's children (Linux lists them under /proc).
      const children = readFileSync(`/proc/${cluster.pid}/task/${cluster.pid}/children`, 'utf8').trim().split(/\s+/);
      expect(children).toHaveLength(2);
      process.kill(Number(children[0]), 'SIGKILL');

      // A connection dealt to the dying worker before the primary hears of its death gets no answer; the next ones do.
      let still: Response | undefined;
      for (let attempt = 0; attempt < 3 && still?.status !== 200; attempt += 1) {
        still = await sendOn(new Agent(), `${baseUrl}/api/StaticData/Monitoring_Check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Application_Key: APPLICATION_KEY }),
        }).catch(() => undefined);
      }
      expect(still?.status).toBe(200);
      const deadline = Date.now() + STARTUP_TIMEOUT_MS;
      let replacement: Agent | undefined;
      while (!replacement && Date.now() < deadline) replacement = await connectionTo('3').catch(() => undefined);
      expect(replacement, errors).toBeDefined();
      replacement?.destroy();
      expect(errors).toContain('un autre le remplace');
      expect(cluster.exitCode).toBeNull();
    },
    STARTUP_TIMEOUT_MS + 10_000,
  );

  test(
    'SIGTERM arrête les deux processus proprement, puis la grappe (code 0)',
    async () => {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
      const started = Date.now();
      cluster.kill('SIGTERM');
      expect(await exitOf(cluster)).toBe(0);
      expect(Date.now() - started).toBeLessThan(STOP_BOUND_MS);
      expect(errors).toContain('Arrêt de la grappe (SIGTERM)');
    },
    STOP_BOUND_MS + 5_000,
  );
});
