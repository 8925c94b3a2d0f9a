import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { dealSpecs, readSpecDurations } from './tests/e2e/specParts.ts';

const port = Number(process.env.E2E_PORT ?? 3107);

/**
 * The specs run in parts side by side (`E2E_PARTS`, two by default), each on a portal and a database of its own
 * (ports `E2E_PORT` and the next ones): within a part, files run one after the other, so that no spec sees another's
 * data change under it. The files are dealt out so that the parts take about as long, by the durations recorded in
 * tests/e2e/specDurations.json (`E2E_RECORD_DURATIONS=courts npm run test:e2e -- --grep-invert @long` records them).
 * On a two-core machine a third part made every test slower and the whole run longer (9.1 min against 8.5).
 */
const PARTS = Number(process.env.E2E_PARTS ?? 2);
/**
 * Debian's `chromium-headless-shell` is Chromium's engine without the desktop browser around it: the same pages, for
 * about 30 % less processor than `chromium --headless` here (the browser journeys of a run 20 % sooner).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Decided once, in the runner's process: its workers load this file again with other arguments, and inherit it.
process.env.E2E_RUN_KIND ??=
  process.argv.includes('@long') && !process.argv.includes('--grep-invert') ? 'longs' : 'courts';
const longRun = process.env.E2E_RUN_KIND === 'longs';
const specs = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const durations = readSpecDurations();
const parts = dealSpecs(specs, PARTS, longRun ? durations.longs : durations.courts).map((files, part) => ({
  port: port + part,
  baseURL: `http://127.0.0.1:${port + part}`,
  files: files.map((name) => `**/${name}`),
}));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: parts.length,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./tests/e2e/durationReporter.ts']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: chromiumPath,
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
