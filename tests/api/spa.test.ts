import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appServingSpa, type AppWithSpa } from './builtSpa.ts';
import { testContext, type TestContext } from './testApp.ts';

const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let ctx: TestContext;
let served: AppWithSpa;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  served = await appServingSpa(ctx, {
    'index.html': INDEX_HTML,
    'assets/app.js': 'console.log("portail");',
    'favicon.svg': FAVICON,
  });
  app = served.app;
});

afterAll(async () => {
  await served.close();
});

describe("l'application construite", () => {
  test('/ sert index.html avec la politique de sécurité du contenu', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX_HTML);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  test('une route de l’application (/profil) reçoit index.html, pour que le routeur du navigateur décide', async () => {
    for (const url of ['/profil', '/admin/publications', '/publication/12/edit/3?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  test('les fichiers construits sont servis tels quels', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portail");');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  test('un fichier de assets/, nommé par son contenu, se garde un an ; les autres fichiers se redemandent', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe(FAVICON);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
  });

  test('un fichier n’est servi que sous son nom exact', async () => {
    for (const url of ['/Assets/app.js', '/assets/APP.js', '/assets//app.js', '/assets/app.js/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toBe('console.log("portail");');
    }
  });

  test('un chemin inconnu sous /api répond 404 en JSON, jamais index.html', async () => {
    for (const url of ['/api/Inconnu', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/Inconnu' })).json()).toEqual({
      Message: "Ce service n'existe pas.",
    });
  });

  test('un chemin inconnu sous /oidc répond 404, jamais index.html : le fournisseur intégré y répond seul', async () => {
    for (const url of ['/oidc/inconnu', '/oidc/interaction/inconnue/autre']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toBe(INDEX_HTML);
    }
  });

  test('un POST hors de /api ne reçoit pas index.html', async () => {
    const response = await app.inject({ method: 'POST', url: '/profil', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  test("sans application construite, l'API répond et les pages répondent 404", async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/profil' })).statusCode).toBe(404);
  });
});
