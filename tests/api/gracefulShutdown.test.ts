import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import {
  acceptQueuedConnections,
  BACKLOG_QUIET_MS,
  closeGracefully,
} from '../../server/platform/http/gracefulShutdown.ts';
import { APPLICATION_KEY, testContext, type TestContext } from './testApp.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('arrêt du serveur (SIGTERM)', () => {
  test('les requêtes déjà envoyées aboutissent, les nouvelles connexions sont refusées', async () => {
    const app = buildApp({ config: readConfig({ APPLICATION_KEY }), db: ctx.db, document: ctx.document });
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/essai/lent', async () => {
      markStarted();
      await gate;
      return { fini: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // A kept-alive connection, idle once its first answer is read, as a browser or a proxy leaves it.
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/essai/absent', keptAlive)).status).toBe(404);
      const slow = get(port, '/essai/lent', false);
      await started;

      const closed = closeGracefully(app, { graceMs: 5_000 });
      const onIdleConnection = get(port, '/essai/absent', keptAlive);
      await expect(get(port, '/essai/absent', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(await onIdleConnection).toMatchObject({ status: 404, connection: 'close' });

      release();
      expect(await slow).toMatchObject({ status: 200, body: JSON.stringify({ fini: true }) });
      await closed;
      expect(app.server.listening).toBe(false);
    } finally {
      release();
      keptAlive.destroy();
    }
  });

  test('les connexions arrivées pendant que le processus était occupé sont acceptées avant la fermeture', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const clients: Socket[] = [];
    try {
      // The stop begins while the process is busy in a socket's callback, as a server answering requests is: it
      // stays busy for longer than the quiet wait while the system queues ten more connections.
      const accepted = await new Promise<Promise<void>>((resolve) => {
        const first = connect(port, '127.0.0.1').on('connect', () => {
          const stop = acceptQueuedConnections(server);
          for (let index = 0; index < 10; index += 1) {
            clients.push(connect(port, '127.0.0.1').on('error', () => undefined));
          }
          const busyUntil = Date.now() + BACKLOG_QUIET_MS * 5;
          while (Date.now() < busyUntil);
          resolve(stop);
        });
        clients.push(first);
      });
      await accepted;
      const open = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
      expect(open).toBe(11);
    } finally {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
