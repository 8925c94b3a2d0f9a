import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';

/**
 * The browser journeys through a real Keycloak (`npm run test:keycloak -- --browser` starts it and gives the
 * portal's variables): one portal on E2E_PORT, which the realm's redirect URIs name.
 */
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const keycloakEnv = Object.fromEntries(
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'KEYCLOAK_ADMIN_CLIENT_ID', 'KEYCLOAK_ADMIN_CLIENT_SECRET'].map(
    (name) => [name, process.env[name] ?? ''],
  ),
);

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-keycloak',
  workers: 1,
  timeout: 60_000,
  projects: [{ name: 'keycloak', use: { baseURL } }],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...keycloakEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-e2e-keycloak-')),
      DEV_OUTBOX: 'true',
    },
  },
});
