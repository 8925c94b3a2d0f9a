import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);

/**
 * The specs run in two halves side by side, each on a portal and a database of its own (ports `E2E_PORT` and the
 * next): within a half, files run one after the other as they always did, so that no spec sees another's data
 * change under it. The halves take every other spec file, in name order.
 */
const specs = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const halves = [0, 1].map((half) => ({
  port: port + half,
  baseURL: `http://127.0.0.1:${port + half}`,
  files: specs.filter((_, index) => index % 2 === half).map((name) => `**/${name}`),
}));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: halves.length,
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
  projects: halves.map((half, index) => ({
    name: `moitié ${index + 1}`,
    testMatch: half.files,
    workers: 1,
    use: { baseURL: half.baseURL },
  })),
  // the built portal on a fresh embedded database, one per half
  webServer: halves.map((half) => ({
    command: 'npx tsx server/main.ts',
    url: half.baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(half.port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-e2e-')),
    },
  })),
});
