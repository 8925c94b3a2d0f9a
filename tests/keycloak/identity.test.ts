import KeycloakAdminClient from '@keycloak/keycloak-admin-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import { LoginTakenError } from '../../server/platform/identity/directory.ts';
import { createKeycloakDirectory } from '../../server/platform/identity/keycloakDirectory.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/keycloak/mailCatcher.ts';
import { confirmationCodeFor, newTestEmail, registrationValues, removeTestAccounts } from '../api/identityHarness.ts';
import { decodeJwt } from '../api/oidcBrowser.ts';
import { APPLICATION_KEY, call, testContext, type TestContext } from '../api/testApp.ts';
import { formAction, KeycloakSession, realmUnderTest, refreshWith } from './keycloakSignIn.ts';

/** The identity API tests on a real Keycloak with the committed realm (`npm run test:keycloak`). */
const realm = realmUnderTest();
const PASSWORD = 'Essai#2026';

let ctx: TestContext;
let app: FastifyInstance;
let mail: MailCatcher;
const directory = createKeycloakDirectory({
  issuer: realm.issuer,
  admin: { clientId: realm.env.KEYCLOAK_ADMIN_CLIENT_ID, clientSecret: realm.env.KEYCLOAK_ADMIN_CLIENT_SECRET },
  frontOfficeRole: 'frontoffice',
  backOfficeRole: 'backoffice',
});

async function serviceToken(): Promise<string> {
  const response = await fetch(`${realm.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: realm.env.KEYCLOAK_ADMIN_CLIENT_ID,
      client_secret: realm.env.KEYCLOAK_ADMIN_CLIENT_SECRET,
    }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Keycloak as its console sees it: the service account is enough to read what the portal wrote. */
async function keycloakUser(login: string) {
  const admin = new KeycloakAdminClient({
    baseUrl: realm.issuer.replace(/\/realms\/.*$/, ''),
    realmName: 'portail',
  });
  // The service account's token by the client credentials grant, which has no refresh token for `auth()` to keep.
  admin.setAccessToken(await serviceToken());
  const [user] = await admin.users.find({ username: login, exact: true });
  if (!user?.id) return undefined;
  const roles = await admin.users.listRealmRoleMappings({ id: user.id });
  return { ...user, realmRoles: roles.map((role) => role.name).sort() };
}

beforeAll(async () => {
  ctx = await testContext();
  mail = await startMailCatcher(realm.smtpPort);
  app = buildApp({ config: readConfig({ APPLICATION_KEY, ...realm.env }), db: ctx.db, document: ctx.document });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
  await removeTestAccounts(ctx.db);
});

let nextAddress = 0;
function post(path: string, values: unknown, token?: string) {
  nextAddress += 1;
  return call(app, path, { values, remoteAddress: `10.31.0.${nextAddress}`, ...(token ? { token } : {}) });
}

/** Registers through the portal and confirms with the portal's code; answers the login. */
async function registerConfirmed(prefix: string): Promise<string> {
  const email = newTestEmail(prefix);
  const created = await post('/Compte/Compte_LoginCreate', registrationValues(email, PASSWORD));
  expect(created.statusCode, created.body).toBe(200);
  const code = await confirmationCodeFor(ctx.db, email);
  expect((await post('/Compte/Compte_LoginConfirmation', { Code: code })).statusCode).toBe(200);
  return email;
}

describe('le royaume committé (identity/keycloak)', () => {
  test('« Mot de passe oublié ? » est permis et le royaume sait envoyer ses e-mails', async () => {
    expect(await directory.realmResetSettings()).toEqual({ resetPasswordAllowed: true, mailConfigured: true });
  });

  test('l’inscription passe par le portail, la confirmation ouvre la connexion sur la page de Keycloak', async () => {
    const email = newTestEmail('kc-inscription');
    const created = await post('/Compte/Compte_LoginCreate', registrationValues(email, PASSWORD));
    expect(created.statusCode, created.body).toBe(200);
    expect(await keycloakUser(email)).toMatchObject({
      email,
      firstName: 'Alix',
      lastName: 'Durand',
      enabled: true,
      emailVerified: false,
      realmRoles: ['default-roles-portail', 'frontoffice'],
    });
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.login, email));
    expect(row).toMatchObject({ confirme: false, motDePasseHash: null });
    expect(await directory.checkPassword(email, PASSWORD)).toBe('unconfirmed');

    // Before confirmation, Keycloak's login page holds the account back and sends its own verification link.
    const early = await new KeycloakSession(realm.issuer, realm.publicUrl).signIn(email, PASSWORD);
    expect(early.code).toBeUndefined();
    expect((await mail.waitFor(email)).links.some((link) => link.includes('action-token'))).toBe(true);

    const code = await confirmationCodeFor(ctx.db, email);
    expect((await post('/Compte/Compte_LoginConfirmation', { Code: code })).statusCode).toBe(200);
    expect(await keycloakUser(email)).toMatchObject({ emailVerified: true, firstName: 'Alix' });

    const tokens = await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, PASSWORD);
    const { payload } = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({ azp: 'portail', preferred_username: email });
    expect(payload.aud).toContain('urn:portail:api');
    expect((payload.realm_access as { roles: string[] }).roles).toContain('frontoffice');
    expect(payload.exp as number).toBe((payload.iat as number) + 300);
    const account = await post('/Compte/Compte_Get', {}, tokens.access_token);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({ Prenom: 'Alix', Nom: 'Durand' });
  });

  test('une adresse connue de Keycloak est prise : LoginExist le dit, une seconde inscription répond 409', async () => {
    const email = await registerConfirmed('kc-prise');
    expect((await post('/Compte/Compte_LoginExist', { Login: email.toUpperCase() })).json()).toEqual({ Existe: true });
    expect((await post('/Compte/Compte_LoginCreate', registrationValues(email))).statusCode).toBe(409);
  });

  test('changer son mot de passe met fin aux autres sessions ; le nouveau seul ouvre une session', async () => {
    const email = await registerConfirmed('kc-mot-de-passe');
    const here = await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, PASSWORD);
    const elsewhere = await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, PASSWORD);

    const wrong = await post(
      '/Compte/Compte_ChangePassword',
      { AncienMotDePasse: 'Mauvais#2026', NouveauMotDePasse: 'Nouveau#2027', Confirmation: 'Nouveau#2027' },
      here.access_token,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await refreshWith(realm.issuer, elsewhere.refresh_token)).status).toBe(200);

    const changed = await post(
      '/Compte/Compte_ChangePassword',
      { AncienMotDePasse: PASSWORD, NouveauMotDePasse: 'Nouveau#2027', Confirmation: 'Nouveau#2027' },
      here.access_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const ended = await refreshWith(realm.issuer, elsewhere.refresh_token);
    expect(ended.status).toBe(400);
    expect(await ended.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await new KeycloakSession(realm.issuer, realm.publicUrl).signIn(email, PASSWORD)).code).toBeUndefined();
    await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, 'Nouveau#2027');
  });

  test('« Mot de passe oublié ? » de Keycloak : son e-mail, son lien, le nouveau mot de passe', async () => {
    const email = await registerConfirmed('kc-oubli');
    const session = new KeycloakSession(realm.issuer, realm.publicUrl);
    const login = await session.loginPage();
    expect(login).toContain('lang="fr"');
    const resetHref = /href="([^"]*login-actions\/reset-credentials[^"]*)"/.exec(login)?.[1]?.replace(/&amp;/g, '&');
    expect(resetHref).toBeDefined();
    const { response } = await session.browser.follow(new URL(resetHref!, realm.issuer).href, session.redirectUri);
    const askPage = await response.text();
    const asked = await session.submit(formAction(askPage, 'kc-reset-password-form'), { username: email });
    expect(asked.code).toBeUndefined();

    const message = await mail.waitFor(email);
    const link = message.links.find((candidate) => candidate.includes('action-token'));
    expect(link).toBeDefined();
    const opened = await session.browser.follow(link!, session.redirectUri);
    const updatePage = await opened.response.text();
    const done = await session.submit(formAction(updatePage, 'kc-passwd-update-form'), {
      'password-new': 'Retrouve#2027',
      'password-confirm': 'Retrouve#2027',
    });
    expect(done.code, done.page?.slice(0, 1000)).toBeDefined();

    await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, 'Retrouve#2027');
  });
});

describe('l’annuaire sur Keycloak (back-office)', () => {
  test('nouvel identifiant, noms, rôle du back-office : les sessions ouvertes prennent fin', async () => {
    const email = await registerConfirmed('kc-bo');
    const before = await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(email, PASSWORD);
    const newLogin = newTestEmail('kc-bo-nouveau');
    await directory.updateUser(
      email,
      { newLogin, firstName: 'Noa', lastName: 'Petit', confirmed: true, role: 'backoffice' },
      ctx.db,
    );
    expect(await keycloakUser(newLogin)).toMatchObject({
      email: newLogin,
      firstName: 'Noa',
      lastName: 'Petit',
      emailVerified: true,
      realmRoles: ['backoffice', 'default-roles-portail'],
    });
    expect((await refreshWith(realm.issuer, before.refresh_token)).status).toBe(400);
    const staff = await new KeycloakSession(realm.issuer, realm.publicUrl).tokens(newLogin, PASSWORD);
    const roles = (decodeJwt(staff.access_token).payload.realm_access as { roles: string[] }).roles;
    expect(roles).toContain('backoffice');
    expect(roles).not.toContain('frontoffice');

    const other = await registerConfirmed('kc-bo-autre');
    await expect(
      directory.updateUser(
        other,
        { newLogin, firstName: 'A', lastName: 'B', confirmed: true, role: 'frontoffice' },
        ctx.db,
      ),
    ).rejects.toBeInstanceOf(LoginTakenError);

    await directory.deleteUser({ id: 0, login: newLogin }, ctx.db);
    expect(await keycloakUser(newLogin)).toBeUndefined();
    expect(await directory.exists(newLogin)).toBe(false);
    await directory.deleteUser({ id: 0, login: newLogin }, ctx.db);
  });
});
