import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ONIX_EXPORT_TEXTS } from '../../domain/publication/onixExportTexts.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { defaultPgliteDir, openDatabase } from '../../server/platform/db/database.ts';
import { publications } from '../../server/platform/db/schema.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import { ean } from './publicationsHarness.ts';

/** `npm run onix:export`: the ONIX message alone on standard output, the rest on standard error, exit codes. */

const ROOT = new URL('../..', import.meta.url).pathname;
const INCOMPLETE_TITLE = 'Commande ONIX : sans marque ni prix';
let dataDir: string;
let incompleteId: number;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` in the repository on this file's database (the embedded one under DATA_DIR). */
function run(command: string, args: string[], options: { shell?: boolean; dataDir?: string } = {}): Promise<Run> {
  const env = { ...process.env, DATA_DIR: options.dataDir ?? dataDir, DATABASE_URL: '', NODE_ENV: 'test' };
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env, shell: options.shell ?? false }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const exportCommand = (args: string[], options: { dataDir?: string } = {}) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/onixExport.ts', ...args], options);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portail-onix-export-'));
  const database = await openDatabase({ pgliteDir: defaultPgliteDir(dataDir) });
  try {
    await database.migrate();
    await loadSeed(database.db, { dataDir, demo: true });
    const [compte] = await database.db.select({ id: publications.idCompte }).from(publications).limit(1);
    const [row] = await database.db
      .insert(publications)
      .values({
        idCompte: compte!.id,
        ean: ean('978236599101'),
        titre: INCOMPLETE_TITLE,
        idDisponibilite: 2,
        idEtatPublication: ETAT_PUBLICATION.validee,
      })
      .returning({ id: publications.id });
    incompleteId = row!.id;
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('onix:export', () => {
  // One export through npm, as documented: its standard output is the file, its standard error the rest.
  test('as `npm run onix:export -- … > file`, the file is the ONIX message alone, without npm’s banner, and the publications set aside are on standard error', async () => {
    const file = join(dataDir, 'export.xml');
    const { code, stderr } = await run(`npm run onix:export -- --since 2026-01-01 > '${file}'`, [], { shell: true });
    expect(code, stderr).toBe(0);
    const written = await readFile(file, 'utf8');
    expect(written.startsWith('<?xml')).toBe(true);
    expect(written).toMatch(/<ONIXMessage [^>]*release="3\.1"/);
    expect(written.trimEnd().endsWith('</ONIXMessage>')).toBe(true);
    expect(written).not.toContain(INCOMPLETE_TITLE);
    expect(stderr).toMatch(new RegExp(`n° ${incompleteId} « ${INCOMPLETE_TITLE} » : \\S`));
  }, 60_000);

  test('refuses a --since that is not a calendar day with a French message and exit code 2, writing nothing', async () => {
    const days = ['2026-02-30', '01/01/2026'];
    const runs = await Promise.all(days.map((since) => exportCommand(['--since', since])));
    runs.forEach(({ code, stdout, stderr }, index) => {
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(ONIX_EXPORT_TEXTS.cli.badSince(days[index]!));
    });
  }, 60_000);

  test('on a data folder the portal never started, says so in French with exit code 1, writing and creating nothing', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'portail-onix-export-vide-'));
    try {
      const { code, stdout, stderr } = await exportCommand([], { dataDir: emptyDir });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim()).toBe(ONIX_EXPORT_TEXTS.cli.noDatabase(defaultPgliteDir(emptyDir)));
      expect(await readdir(emptyDir)).toEqual([]);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);
});
