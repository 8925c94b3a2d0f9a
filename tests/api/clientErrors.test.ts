import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { APPLICATION_KEY, testContext } from './testApp.ts';

/** Sends raw bytes over a real socket and reads everything the server writes until it closes. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parse(raw: string): { statusLine: string; headers: string; body: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return { statusLine, headers: headers.join('\n'), body };
}

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  const ctx = await testContext();
  app = buildApp({ config: readConfig({ APPLICATION_KEY }), db: ctx.db, document: ctx.document });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

describe('requêtes refusées avant le routage', () => {
  test('des en-têtes trop volumineux reçoivent un 431 avec un message en français', async () => {
    const oversized = 'x'.repeat(20_000);
    const raw = await sendRaw(port, `GET /api/rien HTTP/1.1\r\nHost: localhost\r\nX-Trop-Long: ${oversized}\r\n\r\n`);
    const { statusLine, headers, body } = parse(raw);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers).toMatch(/^Content-Type: application\/json; charset=utf-8$/m);
    expect(headers).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({ Message: MESSAGES.headersTooLarge });
  });

  test('une requête illisible reçoit un 400 avec un message en français', async () => {
    const { statusLine, body } = parse(await sendRaw(port, 'CECI N EST PAS HTTP\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({ Message: MESSAGES.malformedRequest });
  });
});
