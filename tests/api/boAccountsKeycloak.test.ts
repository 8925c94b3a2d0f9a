import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { ACCOUNT_DELETION_MESSAGES } from '../../domain/identity/accountDeletion.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import { newTestEmail, registrationValues, removeTestAccounts } from './identityHarness.ts';
import { startKeycloakStandIn, type KeycloakStandIn } from './keycloakStandIn.ts';
import { APPLICATION_KEY, call, testContext, type TestContext } from './testApp.ts';

const AUDIENCE = 'urn:portail:api';

let ctx: TestContext;
let keycloak: KeycloakStandIn;
let app: FastifyInstance;
let nextAddress = 0;

beforeAll(async () => {
  ctx = await testContext();
  keycloak = await startKeycloakStandIn();
  const config = readConfig({
    APPLICATION_KEY,
    OIDC_ISSUER: keycloak.issuer,
    OIDC_CLIENT_ID: 'portail',
    OIDC_AUDIENCE: AUDIENCE,
    KEYCLOAK_ADMIN_CLIENT_ID: keycloak.admin.clientId,
    KEYCLOAK_ADMIN_CLIENT_SECRET: keycloak.admin.clientSecret,
  });
  app = buildApp({ config, db: ctx.db, document: ctx.document });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await keycloak?.close();
  await removeTestAccounts(ctx.db);
});

function post(path: string, values: unknown, token?: string) {
  nextAddress += 1;
  return call(app, path, { values, remoteAddress: `10.31.0.${nextAddress}`, ...(token ? { token } : {}) });
}

/** A staff member's access token, as the realm issues it. */
function staffToken(): Promise<string> {
  return keycloak.sign({
    sub: 'kc-admin',
    aud: [AUDIENCE],
    azp: 'portail',
    preferred_username: 'admin@example.org',
    realm_access: { roles: ['backoffice'] },
  });
}

/** A customer registered through the portal, so known to both the portal and the realm. */
async function registered(prefix: string): Promise<{ id: number; email: string }> {
  const email = newTestEmail(prefix);
  const created = await post('/Compte/Compte_LoginCreate', registrationValues(email));
  expect(created.statusCode, created.body).toBe(200);
  const [row] = await ctx.db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, email));
  return { id: row!.id, email };
}

function userOf(login: string) {
  return keycloak.users.find((user) => user.username === login);
}

describe('the back office’s account changes reach Keycloak', () => {
  test('a new login, names, confirmation and the back-office role; the old sessions are logged out', async () => {
    const { id, email } = await registered('bo-keycloak');
    const user = userOf(email);
    expect(user).toMatchObject({ emailVerified: false, realmRoles: ['frontoffice'] });
    const { Email: _e, MotDePasse: _m, ConfirmationMotDePasse: _c, ...profile } = registrationValues(email);
    const newEmail = newTestEmail('bo-keycloak-nouveau');

    const response = await post(
      '/BO/Compte/Compte_Update',
      { ...profile, Id: id, Email: newEmail, Prenom: 'Aline', IdTypeCompte: 1, Confirme: true },
      await staffToken(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Login: newEmail, IdTypeCompte: 1, Confirme: true });
    expect(user).toMatchObject({
      username: newEmail,
      email: newEmail,
      firstName: 'Aline',
      emailVerified: true,
      realmRoles: ['backoffice'],
    });
    expect(keycloak.calls).toContain(`POST /admin/realms/portail/users/${user?.id}/logout`);

    const back = await post(
      '/BO/Compte/Compte_Update',
      { ...profile, Id: id, Email: newEmail, IdTypeCompte: 2, Confirme: true },
      await staffToken(),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(user?.realmRoles).toEqual(['frontoffice']);
  });

  test('a login only Keycloak knows is taken: 409, and neither side changes', async () => {
    const { id, email } = await registered('bo-keycloak-pris');
    const other = newTestEmail('bo-keycloak-royaume');
    keycloak.users.push({
      id: 'kc-seul',
      username: other,
      email: other,
      enabled: true,
      emailVerified: true,
      password: 'x',
      requiredActions: [],
      realmRoles: ['frontoffice'],
    });
    const { Email: _e, MotDePasse: _m, ConfirmationMotDePasse: _c, ...profile } = registrationValues(email);
    const response = await post(
      '/BO/Compte/Compte_Update',
      { ...profile, Id: id, Email: other, IdTypeCompte: 2, Confirme: true },
      await staffToken(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: ACCOUNT_MESSAGES.loginTaken });
    expect(userOf(email)).toBeDefined();
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, id));
    expect(row?.login).toBe(email);
  });

  test('a deleted account is deleted in Keycloak too', async () => {
    const { id, email } = await registered('bo-keycloak-supprime');
    expect(userOf(email)).toBeDefined();
    const response = await post('/BO/Compte/Compte_Delete', { Id: id }, await staffToken());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff });
    expect(userOf(email)).toBeUndefined();
    expect(await ctx.db.select().from(comptes).where(eq(comptes.id, id))).toEqual([]);
  });
});
