import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import {
  confirmationCodeFor,
  freePort,
  newTestEmail,
  registrationValues,
  removeTestAccounts,
} from './identityHarness.ts';
import { startKeycloakStandIn, type KeycloakStandIn } from './keycloakStandIn.ts';
import { APPLICATION_KEY, call, resetMutableTables, testContext, type TestContext } from './testApp.ts';

const AUDIENCE = 'urn:portail:api';

let ctx: TestContext;
let keycloak: KeycloakStandIn;
let app: FastifyInstance;

function keycloakEnv(issuer: string): Record<string, string> {
  return {
    APPLICATION_KEY,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'portail',
    OIDC_AUDIENCE: AUDIENCE,
    KEYCLOAK_ADMIN_CLIENT_ID: 'portail-admin',
    KEYCLOAK_ADMIN_CLIENT_SECRET: 'secret-du-compte-de-service',
  };
}

beforeAll(async () => {
  ctx = await testContext();
  keycloak = await startKeycloakStandIn();
  app = buildApp({ config: readConfig(keycloakEnv(keycloak.issuer)), db: ctx.db, document: ctx.document });
  await app.ready();
});
beforeEach(async () => {
  await resetMutableTables(ctx.db);
});
afterAll(async () => {
  await app?.close();
  await keycloak?.close();
  await removeTestAccounts(ctx.db);
});

let nextAddress = 0;
function post(path: string, values: unknown, token?: string) {
  nextAddress += 1;
  return call(app, path, { values, remoteAddress: `10.30.0.${nextAddress}`, ...(token ? { token } : {}) });
}

/** An access token as Keycloak issues it for the portal, with an audience mapper for the API. */
function userToken(
  login: string,
  claims: Record<string, unknown> = {},
  options?: Parameters<KeycloakStandIn['sign']>[1],
) {
  return keycloak.sign(
    {
      // Keycloak's subject is its user's id.
      sub: keycloak.users.find((user) => user.username === login)?.id ?? `kc-${login}`,
      aud: [AUDIENCE, 'account'],
      azp: 'portail',
      typ: 'Bearer',
      preferred_username: login,
      given_name: 'Sacha',
      realm_access: { roles: ['offline_access', 'frontoffice'] },
      resource_access: { account: { roles: ['manage-account'] } },
      ...claims,
    },
    options,
  );
}

describe('avec Keycloak (OIDC_ISSUER et OIDC_CLIENT_ID)', () => {
  test('le fournisseur intégré n’est pas monté, et le navigateur apprend l’émetteur de Keycloak', async () => {
    const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/auth/config.json' });
    expect(config.json()).toEqual({
      issuer: keycloak.issuer,
      clientId: 'portail',
      roles: { frontOffice: 'frontoffice', backOffice: 'backoffice' },
    });
  });

  test('la politique de sécurité du contenu laisse le navigateur joindre Keycloak et l’ouvrir en cadre, et rien d’autre', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/config.json' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`connect-src 'self' ${new URL(keycloak.issuer).origin};`);
    // A new tab's silent sign-in opens Keycloak's authorisation endpoint in a hidden frame.
    expect(policy).toContain(`frame-src 'self' ${new URL(keycloak.issuer).origin};`);
    // Keycloak answers the silent sign-in on the portal's own page, which only the portal may frame.
    const silent = await app.inject({ method: 'GET', url: '/auth/silent?code=c&state=s' });
    expect(silent.statusCode).toBe(200);
    expect(String(silent.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(silent.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(policy).toContain("script-src 'self';");
  });

  test('sans compte de service, le serveur refuse de démarrer en disant quoi configurer', () => {
    const { KEYCLOAK_ADMIN_CLIENT_SECRET: _secret, ...env } = keycloakEnv(keycloak.issuer);
    expect(() => buildApp({ config: readConfig(env), db: ctx.db, document: ctx.document })).toThrow(
      /KEYCLOAK_ADMIN_CLIENT_ID/,
    );
  });
});

describe('vérification des jetons de Keycloak', () => {
  test('un jeton du royaume (typ JWT, audience par mappeur) est accepté ; le rôle de royaume compte', async () => {
    const token = await userToken('sacha@example.org');
    const response = await post(
      '/Authentification/Authentification_GetPersonneByLogin',
      { Login: 'sacha@example.org' },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    // No profile in the portal for this account: the first name comes from the token.
    expect(response.json()).toEqual({ Login: 'sacha@example.org', Prenom: 'Sacha' });
    expect((await post('/BO/Gestion/Module_GetAll', {}, token)).statusCode).toBe(403);
  });

  test('un rôle de ressource du client du portail vaut un rôle de royaume', async () => {
    const token = await userToken('staff@example.org', {
      realm_access: { roles: ['offline_access'] },
      resource_access: { portail: { roles: ['backoffice'] } },
    });
    expect((await post('/BO/Gestion/Module_GetAll', {}, token)).statusCode).toBe(200);
  });

  test('un rôle d’un autre client ne compte pas', async () => {
    const token = await userToken('staff@example.org', {
      realm_access: { roles: [] },
      resource_access: { autre: { roles: ['backoffice'] } },
    });
    expect((await post('/BO/Gestion/Module_GetAll', {}, token)).statusCode).toBe(403);
  });

  test.each([
    ['une autre audience', { aud: 'account' }, undefined],
    ['un autre émetteur', { iss: 'http://127.0.0.1:1/realms/autre' }, undefined],
    ['expiré', {}, { expiresAt: Math.floor(Date.now() / 1000) - 120 }],
    ['signé par une autre clé', {}, { key: 'foreign' as const }],
  ])('un jeton %s répond 401', async (_label, claims, options) => {
    const token = await userToken('sacha@example.org', claims, options);
    const response = await post(
      '/Authentification/Authentification_GetPersonneByLogin',
      { Login: 'sacha@example.org' },
      token,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: 'Authentification requise.' });
  });
});

describe('l’annuaire Keycloak (API d’administration)', () => {
  test('inscription, confirmation, changement de mot de passe et de noms passent par Keycloak', async () => {
    const email = newTestEmail('keycloak');
    const created = await post('/Compte/Compte_LoginCreate', registrationValues(email, 'Essai#2026'));
    expect(created.statusCode, created.body).toBe(200);

    const user = keycloak.users.find((candidate) => candidate.username === email);
    expect(user).toMatchObject({
      email,
      firstName: 'Alix',
      lastName: 'Durand',
      enabled: true,
      emailVerified: false,
      password: 'Essai#2026',
      realmRoles: ['frontoffice'],
    });
    // The portal keeps the profile, never the password.
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.login, email));
    expect(row).toMatchObject({ confirme: false, motDePasseHash: null, prenom: 'Alix' });

    const code = await confirmationCodeFor(ctx.db, email);
    expect((await post('/Compte/Compte_LoginConfirmation', { Code: code })).statusCode).toBe(200);
    expect(user?.emailVerified).toBe(true);

    const token = await userToken(email, { given_name: 'Alix' });
    const wrong = await post(
      '/Compte/Compte_ChangePassword',
      { AncienMotDePasse: 'Mauvais#2026', NouveauMotDePasse: 'Nouveau#2027', Confirmation: 'Nouveau#2027' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      Errors: [{ Champ: '/AncienMotDePasse', Message: 'Mot de passe actuel incorrect' }],
    });
    const changed = await post(
      '/Compte/Compte_ChangePassword',
      { AncienMotDePasse: 'Essai#2026', NouveauMotDePasse: 'Nouveau#2027', Confirmation: 'Nouveau#2027' },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(user?.password).toBe('Nouveau#2027');
    // Every session of the user ends with the old password, after the new one is set (the refused try ended none).
    const reset = `PUT /admin/realms/portail/users/${user?.id}/reset-password`;
    const logout = `POST /admin/realms/portail/users/${user?.id}/logout`;
    expect(keycloak.calls.filter((line) => line === logout)).toHaveLength(1);
    expect(keycloak.calls.indexOf(logout)).toBeGreaterThan(keycloak.calls.indexOf(reset));

    const { Email: _e, MotDePasse: _m, ConfirmationMotDePasse: _c, ...profile } = registrationValues(email);
    const updated = await post('/Compte/Compte_Update', { ...profile, Prenom: 'Aline', Nom: 'Moreau' }, token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(user).toMatchObject({ firstName: 'Aline', lastName: 'Moreau' });
    expect(keycloak.calls).toContain(`PUT /admin/realms/portail/users/${user?.id}/reset-password`);
  });

  test('une adresse connue de Keycloak seul est prise : LoginExist le dit, l’inscription répond 409', async () => {
    keycloak.users.push({
      id: 'deja-la',
      username: 'deja@example.org',
      email: 'deja@example.org',
      enabled: true,
      emailVerified: true,
      password: 'x',
      requiredActions: [],
      realmRoles: [],
    });
    expect((await post('/Compte/Compte_LoginExist', { Login: 'Deja@example.org' })).json()).toEqual({ Existe: true });
    const created = await post('/Compte/Compte_LoginCreate', registrationValues('deja@example.org'));
    expect(created.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.login, 'deja@example.org'));
    expect(row).toBeUndefined();
  });

  test('Keycloak injoignable : 503 avec un message français', async () => {
    const port = await freePort();
    const down = buildApp({
      config: readConfig(keycloakEnv(`http://127.0.0.1:${port}/realms/portail`)),
      db: ctx.db,
      document: ctx.document,
    });
    try {
      await down.ready();
      const response = await call(down, '/Compte/Compte_LoginExist', { values: { Login: 'personne@example.org' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        Message: 'Le service d’identité ne répond pas. Veuillez réessayer dans quelques instants.',
      });
    } finally {
      await down.close();
    }
  });
});
