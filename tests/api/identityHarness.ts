import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig, type ServerConfig } from '../../server/platform/config/config.ts';
import type { Database } from '../../server/platform/db/database.ts';
import { comptes, compteursLimites, mailOutbox } from '../../server/platform/db/schema.ts';
import type { OpenApiDocument } from '../../domain/validation/loadContract.ts';
import { authorizationRequest, Browser, describeForm } from './oidcBrowser.ts';
import { APPLICATION_KEY, testContext, type TestContext } from './testApp.ts';

/** Accounts the identity tests create live under this domain, and are removed afterwards. */
export const TEST_ACCOUNT_DOMAIN = 'essais.example.org';

export const DEMO = {
  auteur: { email: 'auteur@example.org', password: 'Portail#2026' },
  admin: { email: 'admin@example.org', password: 'Portail#2026' },
} as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Portal {
  app: FastifyInstance;
  config: ServerConfig;
  baseUrl: string;
}

/** The portal with its real identity provider and token verification, on the shared test database. */
export function buildPortal(
  db: Database,
  document: OpenApiDocument,
  port: number,
  env: Record<string, string> = {},
): Portal {
  const config = readConfig({ APPLICATION_KEY, HOST: '127.0.0.1', PORT: String(port), ...env });
  const app = buildApp({ config, db, document });
  return { app, config, baseUrl: config.publicUrl };
}

export async function startPortal(
  db: Database,
  document: OpenApiDocument,
  env: Record<string, string> = {},
): Promise<Portal> {
  const port = await freePort();
  const portal = buildPortal(db, document, port, env);
  await portal.app.listen({ host: '127.0.0.1', port });
  return portal;
}

/**
 * The files of a test process share one database, so the sign-ins of the files before a file would count against
 * its per-address sign-in limit: a file that signs in starts from no count.
 */
export async function forgetRateLimitCounters(db: Database): Promise<void> {
  await db.delete(compteursLimites);
}

/** The file's test database and a portal listening on it, started before its tests; its test accounts go afterwards. */
export function portalForTests(): { readonly ctx: TestContext; readonly portal: Portal } {
  let ctx: TestContext | undefined;
  let portal: Portal | undefined;
  beforeAll(async () => {
    ctx = await testContext();
    await forgetRateLimitCounters(ctx.db);
    portal = await startPortal(ctx.db, ctx.document);
  });
  afterAll(async () => {
    await portal?.app.close();
    if (ctx) await removeTestAccounts(ctx.db);
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the portal starts in beforeAll');
    return value;
  };
  return {
    get ctx() {
      return ready(ctx);
    },
    get portal() {
      return ready(portal);
    },
  };
}

export async function removeTestAccounts(db: Database): Promise<void> {
  await db.delete(comptes).where(like(comptes.login, `%@${TEST_ACCOUNT_DOMAIN}`));
}

/** A POST of the contract over HTTP, as the browser sends it. */
export async function apiCall(baseUrl: string, path: string, values: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
  });
}

/** Compte_ChangePassword by the holder of `accessToken`: from `current` to `next`, confirmed alike. */
export function changePassword(portal: Portal, accessToken: string, current: string, next: string): Promise<Response> {
  return apiCall(
    portal.baseUrl,
    '/Compte/Compte_ChangePassword',
    { AncienMotDePasse: current, NouveauMotDePasse: next, Confirmation: next },
    accessToken,
  );
}

export function registrationValues(email: string, password = 'Essai#2026') {
  return {
    IdCivilite: 1,
    Prenom: 'Alix',
    Nom: 'Durand',
    Societe: null,
    Adresse: {
      NumeroEtVoie: '3 rue des Lices',
      ComplementsAdresse: null,
      CodePostal: '35000',
      Ville: 'Rennes',
      IdPays: 74,
    },
    Email: email,
    MotDePasse: password,
    ConfirmationMotDePasse: password,
  };
}

export function newTestEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@${TEST_ACCOUNT_DOMAIN}`;
}

/** Registers a test account through the API and confirms it with the code its e-mail carries; returns its login. */
export async function registerConfirmed(
  portal: Portal,
  db: Database,
  prefix: string,
  password: string,
): Promise<string> {
  const email = newTestEmail(prefix);
  const created = await apiCall(portal.baseUrl, '/Compte/Compte_LoginCreate', registrationValues(email, password));
  expect(created.status).toBe(200);
  const code = await confirmationCodeFor(db, email);
  expect((await apiCall(portal.baseUrl, '/Compte/Compte_LoginConfirmation', { Code: code })).status).toBe(200);
  return email;
}

/** The confirmation code of the latest e-mail sent to `to`, read from the outbox. */
export async function confirmationCodeFor(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.destinataire, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /\/CompteConfirmation\/([A-Za-z0-9_-]+)/.exec(mail?.texte ?? '')?.[1];
  if (!code) throw new Error(`no confirmation e-mail for ${to}`);
  return code;
}

export interface AuthorizationStart {
  browser: Browser;
  verifier: string;
  state: string;
  loginPage: string;
  loginPageUrl: string;
  redirectUri: string;
}

/** Opens the authorisation URL the way the portal's client does (code + PKCE) and lands on the sign-in page. */
export async function startAuthorization(portal: Portal, browser = new Browser()): Promise<AuthorizationStart> {
  const { url, redirectUri, state, pkce } = authorizationRequest(portal.baseUrl);
  const { response, url: landed } = await browser.follow(url, redirectUri);
  expect(response.status, `sign-in page at ${landed}`).toBe(200);
  return {
    browser,
    verifier: pkce.verifier,
    state,
    loginPage: await response.text(),
    loginPageUrl: landed,
    redirectUri,
  };
}

export async function submitSignIn(
  portal: Portal,
  start: AuthorizationStart,
  email: string,
  password: string,
): Promise<Response> {
  const action = describeForm(start.loginPage).action;
  if (!action) throw new Error('sign-in page without a form');
  return start.browser.request(new URL(action, portal.baseUrl).href, { form: { email, password } });
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** Signs in through the sign-in page and exchanges the code for tokens; returns them with the browser (its session cookie). */
export async function signIn(
  portal: Portal,
  email: string,
  password: string,
): Promise<{ tokens: TokenSet; browser: Browser }> {
  const start = await startAuthorization(portal);
  const posted = await submitSignIn(portal, start, email, password);
  expect(posted.status, await posted.clone().text()).toBe(303);
  const { url } = await start.browser.follow(start.loginPageUrl, start.redirectUri, posted);
  const callback = new URL(url);
  expect(callback.origin + callback.pathname).toBe(start.redirectUri);
  expect(callback.searchParams.get('state')).toBe(start.state);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${url}`);
  return { tokens: await exchangeCode(portal, code, start.redirectUri, start.verifier), browser: start.browser };
}

/** Exchanges an authorisation code for tokens at the token endpoint, as the browser's client does. */
export async function exchangeCode(
  portal: Portal,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<TokenSet> {
  const response = await fetch(`${portal.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'portail',
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenSet;
}

export async function refresh(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'portail' }),
  });
}
