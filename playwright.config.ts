import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);

/**
 * The specs run in parts side by side (`E2E_PARTS`, two by default), each on a portal and a database of its own
 * (ports `E2E_PORT` and the next ones): within a part, files run one after the other, so that no spec sees another's
 * data change under it. The parts deal the spec files out in turn, in name order. On a two-core machine a third
 * part made every test slower and the whole run longer (9.1 min against 8.5).
 */
const PARTS = Number(process.env.E2E_PARTS ?? 2);
const specs = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const parts = Array.from({ length: PARTS }, (_, part) => ({
  port: port + part,
  baseURL: `http://127.0.0.1:${port + part}`,
  files: specs.filter((_, index) => index % PARTS === part).map((name) => `**/${name}`),
}));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: parts.length,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // the machine has no network: keep Chromium from reaching for Google's services
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: parts.map((part, index) => ({
    name: `partie ${index + 1}`,
    testMatch: part.files,
    workers: 1,
    use: { baseURL: part.baseURL },
  })),
  // the built portal on a fresh embedded database, one per part
  webServer: parts.map((part) => ({
    command: 'npx tsx server/main.ts',
    url: part.baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(part.port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-e2e-')),
      // Deliveries go when staff say so, and the catalogue's answers are read within a second.
      CATALOGUE_SCHEDULE: 'off',
      CATALOGUE_POLL_SECONDS: '1',
    },
  })),
});
