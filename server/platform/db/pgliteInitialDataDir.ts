import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite makes a new database by running PostgreSQL's initdb in WebAssembly: two to four seconds of processor here,
 * paid by every new embedded database (each API test process, each browser test's portal, a first `npm start`).
 * What initdb writes depends on PGlite's version alone, so the first new database of a version is dumped, as
 * PGlite dumps a data directory, into node_modules/.cache/portail/, and the next ones start from that dump.
 * A cache that cannot be written (a read-only installation) only means initdb runs each time.
 */
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/portail/', import.meta.url));

function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const dumpFile = () => join(CACHE_DIR, `pglite-${pgliteVersion()}-initdb.tar`);

/** Whether `pgliteDir` holds a database already (PGlite then opens it as it is). */
export function holdsDatabase(pgliteDir: string | undefined): boolean {
  return pgliteDir !== undefined && existsSync(join(pgliteDir, 'PG_VERSION'));
}

/** The dump of a database initdb has just made, or `undefined` when none is kept yet. */
export async function initialDataDir(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(dumpFile())]);
  } catch {
    return undefined;
  }
}

/** Keeps the dump of `client`, a database initdb has just made and nothing has written to yet. */
export async function keepInitialDataDir(client: PGlite): Promise<void> {
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const file = dumpFile();
    await mkdir(CACHE_DIR, { recursive: true });
    // Several processes may make it at once: each writes a file of its own, and the last rename wins whole.
    const partial = `${file}.${process.pid}.partiel`;
    await writeFile(partial, dump);
    await rename(partial, file);
  } catch {
    // Not kept: the next new database runs initdb again.
  }
}
