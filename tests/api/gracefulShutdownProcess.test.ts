import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLICATION_KEY } from './testApp.ts';

/**
 * The real server as its own process, on the embedded database of a temporary data folder: requests already sent
 * when SIGTERM arrives are all answered, those still waiting in the listen backlog too, then the process exits.
 */
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 45_000;
/** The drain grace and the closing of the database, with room to spare on a loaded machine. */
const EXIT_BOUND_MS = 8_000;
const INDEX_HTML = '<!doctype html><html lang="fr"><head><title>Portail</title></head><body></body></html>';

interface Answer {
  status: number;
  body: string;
}

interface Sent {
  answer: Promise<Answer>;
  /** Settles once the request has been handed to the system, whether or not the server has accepted it yet. */
  written: Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function send(port: number, method: 'GET' | 'POST', path: string, agent: Agent | false, values?: object): Sent {
  let request: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    const body =
      values === undefined ? undefined : JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values });
    request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        // An answer cut short ends in `aborted` and an error, never in `end`.
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  const written = new Promise<void>((resolve) => (request as ClientRequest).once('finish', () => resolve()));
  return { answer, written };
}

function outcome(sent: Sent): Promise<Answer | { error: string }> {
  return sent.answer.catch((error: NodeJS.ErrnoException) => ({ error: error.code ?? error.message }));
}

const villes = (port: number, agent: Agent | false) =>
  send(port, 'POST', '/api/StaticData/Get_VilleByCodePostal', agent, { CodePostal: '75001' });
const produits = (port: number, agent: Agent | false) => send(port, 'POST', '/api/Produit/Produit_GetAll', agent, {});
const page = (port: number, agent: Agent | false) => send(port, 'GET', '/catalogue', agent);

describe('le serveur, processus à part, reçoit SIGTERM sous charge', () => {
  let dataDir: string;
  let port: number;
  let server: ChildProcess;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let errors = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portail-arret-'));
    const spaRoot = join(dataDir, 'spa');
    mkdirSync(join(spaRoot, 'assets'), { recursive: true });
    writeFileSync(join(spaRoot, 'index.html'), INDEX_HTML);
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPOSITORY,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SPA_ROOT: spaRoot,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      const ready = await outcome(villes(port, false));
      if ('status' in ready && ready.status === 200) break;
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`le serveur n’a pas démarré : ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('les 60 requêtes déjà envoyées reçoivent une réponse complète, puis il s’arrête (code 0)', async () => {
    // Ten kept-alive connections, idle once their first answers are read, as a browser or a proxy leaves them.
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 10 });
    const warm = Array.from({ length: 10 }, () => villes(port, keptAlive));
    for (const sent of warm) expect((await sent.answer).status).toBe(200);

    // Twenty requests under way while the server runs, ten of them on the kept-alive connections.
    const running = [
      ...Array.from({ length: 10 }, (_, index) => (index % 2 ? produits : villes)(port, keptAlive)),
      ...Array.from({ length: 10 }, (_, index) => [villes, produits, page][index % 3]!(port, false)),
    ];
    // Forty more on fresh connections: most wait in the listen backlog, accepted by the system but not yet by the
    // busy server, when the signal is handled.
    const queued = Array.from({ length: 40 }, (_, index) => [villes, produits, page][index % 3]!(port, false));
    await Promise.all([...running, ...queued].map((sent) => sent.written));
    const signalled = Date.now();
    server.kill('SIGTERM');

    const outcomes = await Promise.all([...running, ...queued].map(outcome));
    const { code, signal } = await exited;
    keptAlive.destroy();
    // That the listening socket closes while the open connections drain is shown in gracefulShutdown.test.ts.
    const refused = await outcome(villes(port, false));

    expect(outcomes.filter((result) => 'error' in result)).toEqual([]);
    for (const result of outcomes) {
      expect(result).toMatchObject({ status: 200 });
      if ('body' in result) expect(result.body.length).toBeGreaterThan(0);
    }
    expect(
      outcomes.filter((result) => 'body' in result && result.body.includes('<title>Portail</title>')),
    ).toHaveLength(16);
    expect(refused).toEqual({ error: 'ECONNREFUSED' });
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(EXIT_BOUND_MS);
  }, 30_000);
});
