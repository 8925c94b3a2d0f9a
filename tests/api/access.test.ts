import { beforeAll, describe, expect, test } from 'vitest';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("clé d'application", () => {
  const refused = { Message: "Clé d'application absente ou invalide." };

  test('sans clé, un appel public répond 401', async () => {
    const response = await call(ctx.app, '/StaticData/Get_Langues', { key: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused);
  });

  test('avec une mauvaise clé, il répond 401', async () => {
    const response = await call(ctx.app, '/StaticData/Get_Langues', { key: 'mauvaise-cle' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused);
  });

  test('sans corps du tout, il répond 401', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/StaticData/Get_Langues' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused);
  });

  test('la clé est vérifiée avant le contenu : un corps invalide sans clé répond 401, pas 400', async () => {
    const response = await call(ctx.app, '/StaticData/Get_VilleByCodePostal', {
      key: 'x',
      values: { CodePostal: 'abc' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('avec la bonne clé, il répond 200', async () => {
    const response = await call(ctx.app, '/StaticData/Get_Langues');
    expect(response.statusCode).toBe(200);
  });
});

describe('jeton et rôle', () => {
  test('un appel authentifié sans jeton répond 401', async () => {
    const response = await call(ctx.app, '/BO/Gestion/Module_GetAll');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: 'Authentification requise.' });
  });

  test('un jeton invérifiable répond 401', async () => {
    const response = await call(ctx.app, '/BO/Gestion/Module_GetAll', { token: 'jeton-inconnu' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: 'Authentification requise.' });
  });

  test('un appel /BO/ sans le rôle back-office répond 403', async () => {
    const response = await call(ctx.app, '/BO/Gestion/Module_GetAll', { token: TEST_TOKENS.frontOffice });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Message: 'Accès refusé.' });
  });

  test("la clé d'application passe avant le jeton", async () => {
    const response = await call(ctx.app, '/BO/Gestion/Module_GetAll', { key: null, token: TEST_TOKENS.backOffice });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: "Clé d'application absente ou invalide." });
  });
});

describe('erreurs de requête', () => {
  test('un JSON mal formé répond 400 en français', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/StaticData/Get_Langues',
      headers: { 'content-type': 'application/json' },
      payload: '{"Application_Key":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: 'La requête est mal formée.' });
  });

  test('un chemin inconnu sous /api répond 404 en JSON', async () => {
    const response = await call(ctx.app, '/Inconnu/Inconnu_Get');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: "Ce service n'existe pas." });
  });

  test('un GET sur un appel du contrat répond 404 en JSON (tout appel est un POST)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/StaticData/Get_Langues' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: "Ce service n'existe pas." });
  });
});

describe('en-têtes de sécurité', () => {
  test('chaque réponse porte la politique de sécurité du contenu, erreurs comprises', async () => {
    for (const response of [
      await call(ctx.app, '/StaticData/Get_Langues'),
      await call(ctx.app, '/StaticData/Get_Langues', { key: null }),
      await call(ctx.app, '/Inconnu'),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
