import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appServingSpa, type AppWithSpa } from './builtSpa.ts';
import { call, testContext, TEST_TOKENS } from './testApp.ts';

let served: AppWithSpa;
let app: FastifyInstance;

beforeAll(async () => {
  served = await appServingSpa(await testContext(), {
    'index.html': '<!doctype html><html lang="fr"><body></body></html>',
  });
  app = served.app;
});

afterAll(async () => {
  await served.close();
});

function deniedFeatures(response: LightMyRequestResponse): string[] {
  return String(response.headers['permissions-policy'] ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive.endsWith('=()'))
    .map((directive) => directive.slice(0, -'=()'.length));
}

describe('Permissions-Policy', () => {
  test('chaque réponse refuse caméra, micro, géolocalisation, paiement et USB : pages, API, erreurs, fournisseur d’identité', async () => {
    const responses = {
      page: await app.inject({ method: 'GET', url: '/profil' }),
      api: await call(app, '/StaticData/Get_Pays'),
      apiRefused: await call(app, '/Compte/Compte_Get'),
      unknownCall: await app.inject({ method: 'POST', url: '/api/Inconnu/Inconnu_Get' }),
      discovery: await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' }),
    };
    expect(responses.page.statusCode).toBe(200);
    expect(responses.api.statusCode).toBe(200);
    expect(responses.apiRefused.statusCode).toBe(401);
    expect(responses.unknownCall.statusCode).toBe(404);
    expect(responses.discovery.statusCode).toBe(200);
    for (const [name, response] of Object.entries(responses)) {
      expect(deniedFeatures(response), name).toEqual(
        expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment', 'usb']),
      );
    }
  });
});

describe('Cache-Control des réponses personnelles', () => {
  test('un appel avec le jeton d’un auteur n’est gardé par aucun cache', async () => {
    for (const path of ['/Compte/Compte_Get', '/Panier/GetProduits', '/Publication/Publication_GetAll_List']) {
      const response = await call(app, path, { token: TEST_TOKENS.frontOffice, values: {} });
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });

  test('les appels /BO/ ne sont gardés par aucun cache, refusés ou non', async () => {
    const answered = await call(app, '/BO/Compte/Compte_GetAll_Count', { token: TEST_TOKENS.backOffice, values: {} });
    expect(answered.statusCode).toBeLessThan(500);
    expect(answered.headers['cache-control']).toBe('no-store');
    const refused = await call(app, '/BO/Compte/Compte_GetAll_Count', { values: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  test('les fichiers d’une publication ne sont gardés par aucun cache, même introuvables', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/fichiers/publications/999999/couverture.png',
      headers: { authorization: `Bearer ${TEST_TOKENS.frontOffice}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('les données de référence publiques gardent leur en-tête (aucun aujourd’hui)', async () => {
    for (const path of ['/StaticData/Get_Pays', '/Rubrique/Rubrique_GetAll']) {
      const response = await call(app, path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBeUndefined();
    }
  });
});
