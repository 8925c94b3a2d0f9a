import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedEncoding } from '../../server/platform/http/compressedPage.ts';
import { appServingSpa, type AppWithSpa } from './builtSpa.ts';
import { testContext, type TestContext } from './testApp.ts';

// Over a kilobyte, as a real page is: smaller ones are not worth compressing.
const INDEX_HTML = `<!doctype html><html lang="fr"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><!-- ${'portail '.repeat(200)}--></body></html>`;
const SCRIPT = 'console.log("portail");';

let ctx: TestContext;
let served: AppWithSpa;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  // The build writes a Brotli and a gzip copy beside each file; their content here only tells which one was sent.
  served = await appServingSpa(ctx, {
    'index.html': INDEX_HTML,
    'assets/app.js': SCRIPT,
    'assets/app.js.br': 'copie brotli',
    'assets/app.js.gz': 'copie gzip',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  app = served.app;
});

afterAll(async () => {
  await served.close();
});

describe('réponses compressées', () => {
  test('un fichier construit est envoyé dans sa copie Brotli, ou gzip, selon ce que le navigateur accepte', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body).toBe('copie brotli');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('copie gzip');

    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  test('un fichier sans copie compressée est envoyé tel quel', async () => {
    const response = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<svg');
  });

  test('une page est compressée en Brotli ou gzip, et reste la même une fois décompressée', async () => {
    const br = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(INDEX_HTML.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);

    const gz = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  test('un encodage refusé (q=0) ne sert pas', () => {
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip; q=0')).toBeNull();
    expect(acceptedEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
