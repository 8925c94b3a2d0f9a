import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker less than the cores, so one worker on a two-core machine: every file of every
// project would run one after the other. Files run two at a time instead (projects of one group share a worker count).
const WORKERS = 2;
// A form test types and clicks through react-aria's widgets in jsdom: a few seconds on a loaded two-core machine.
// The limit only catches a test that hangs; what a test checks is in its assertions.
const UNIT_TEST_TIMEOUT_MS = 15_000;

const UNIT_FILES = globSync(['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}']);

/**
 * Browser-side files that replace a module or a global for themselves need a module registry of their own; the
 * others share their worker's jsdom and modules from one file to the next, which spares a new environment and new
 * imports per file (about half of the unit project's time). The files whose one replacement is the API client's
 * stand-in (tests/unit/testUtils.tsx) replace it all alike, so they share a registry of their own too.
 */
const REPLACEMENT = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/g;
const API_STAND_IN =
  /\bvi\.mock\('(?:\.\.\/)+src\/lib\/api\/client\.ts', async \(\) => \(await import\('(?:\.\.?\/)+(?:unit\/)?testUtils\.tsx'\)\)\.apiClientMock\);/g;
const replacements = (file: string) => readFileSync(file, 'utf8').match(REPLACEMENT)?.length ?? 0;
const apiStandIns = (file: string) => readFileSync(file, 'utf8').match(API_STAND_IN)?.length ?? 0;
const SHARED_UNIT_FILES = UNIT_FILES.filter((file) => replacements(file) === 0);
const API_STAND_IN_FILES = UNIT_FILES.filter(
  (file) => replacements(file) > 0 && replacements(file) === apiStandIns(file),
);
const ISOLATED_UNIT_FILES = UNIT_FILES.filter(
  (file) => !SHARED_UNIT_FILES.includes(file) && !API_STAND_IN_FILES.includes(file),
);

// PGlite belongs to its test process, so each API fork has a database of its own; one PostgreSQL database
// (DATABASE_URL, `npm run test:postgres`) takes one fork at a time, in a group of its own after the others.
const sharedDatabase = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: SHARED_UNIT_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'unit (API remplacée)',
          include: API_STAND_IN_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'unit (modules remplacés)',
          include: ISOLATED_UNIT_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          maxWorkers: WORKERS,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // one PGlite per test process, shared by the files that process runs one after the other
          pool: 'forks',
          isolate: false,
          ...(sharedDatabase ? { fileParallelism: false, sequence: { groupOrder: 1 } } : { maxWorkers: WORKERS }),
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
