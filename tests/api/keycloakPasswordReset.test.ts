import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { PASSWORD_RESET_PATHS } from '../../server/platform/identity/passwordResetPaths.ts';
import { KEYCLOAK_RESET_WARNINGS } from '../../server/platform/identity/keycloakRealmCheck.ts';
import { startKeycloakStandIn, type KeycloakStandIn } from './keycloakStandIn.ts';
import { APPLICATION_KEY, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let keycloak: KeycloakStandIn;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  ctx = await testContext();
  keycloak = await startKeycloakStandIn();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  keycloak.realm.resetPasswordAllowed = true;
  keycloak.realm.smtpServer = { host: 'smtp.example.org' };
});
afterAll(async () => {
  await keycloak?.close();
});

const REALM_READ = 'GET /admin/realms/portail';

/** Starts the portal on the Keycloak stand-in and returns the warnings it logs once the realm has been read. */
async function startAndReadWarnings(secret = keycloak.admin.clientSecret): Promise<string[]> {
  const lines: string[] = [];
  const readsBefore = keycloak.calls.filter((call) => call === REALM_READ).length;
  app = buildApp({
    config: readConfig({
      APPLICATION_KEY,
      OIDC_ISSUER: keycloak.issuer,
      OIDC_CLIENT_ID: 'portail',
      KEYCLOAK_ADMIN_CLIENT_ID: keycloak.admin.clientId,
      KEYCLOAK_ADMIN_CLIENT_SECRET: secret,
    }),
    db: ctx.db,
    document: ctx.document,
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  // Other parts of the start (the contract's routes) have warnings of their own: only Keycloak's are read.
  const warnings = () =>
    lines.map((line) => (JSON.parse(line) as { msg: string }).msg).filter((msg) => msg.startsWith('Keycloak'));
  if (secret === keycloak.admin.clientSecret) {
    await vi.waitFor(() => expect(keycloak.calls.filter((call) => call === REALM_READ).length).toBe(readsBefore + 1));
  } else {
    await vi.waitFor(() => expect(warnings()).not.toEqual([]));
  }
  // The answer is in: whatever it says is logged within a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return warnings();
}

describe('« Mot de passe oublié ? » avec Keycloak : le flux du royaume, vérifié au démarrage', () => {
  test('un royaume qui l’autorise et sait envoyer des e-mails ne donne aucun avertissement', async () => {
    expect(await startAndReadWarnings()).toEqual([]);
  });

  test('un royaume sans resetPasswordAllowed est signalé en français dans le journal', async () => {
    keycloak.realm.resetPasswordAllowed = false;
    expect(await startAndReadWarnings()).toEqual([KEYCLOAK_RESET_WARNINGS.resetNotAllowed]);
  });

  test('un royaume sans serveur d’envoi est signalé : le lien ne partirait pas', async () => {
    keycloak.realm.smtpServer = {};
    expect(await startAndReadWarnings()).toEqual([KEYCLOAK_RESET_WARNINGS.mailNotConfigured]);
  });

  test('des réglages illisibles sont signalés, et le portail démarre quand même', async () => {
    expect(await startAndReadWarnings('mauvais-secret')).toEqual([KEYCLOAK_RESET_WARNINGS.unreadable]);
    const config = await app!.inject({ method: 'GET', url: '/auth/config.json' });
    expect(config.statusCode).toBe(200);
  });

  test('les pages du fournisseur intégré ne sont pas montées : le royaume a les siennes', async () => {
    await startAndReadWarnings();
    const page = await app!.inject({ method: 'GET', url: PASSWORD_RESET_PATHS.request });
    expect(page.statusCode).toBe(404);
  });
});
