import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/platform/db/database.ts';
import { pays } from '../../server/platform/db/schema.ts';
import { holdsDatabase, initialDataDir } from '../../server/platform/db/pgliteInitialDataDir.ts';

const folders: string[] = [];
async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portail-pglite-'));
  folders.push(folder);
  return join(folder, 'pglite');
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a new embedded database', () => {
  test('leaves the dump of what initdb made, and the next one starts from it with what it is given', async () => {
    const first = await openDatabase({ pgliteDir: await newFolder() });
    await first.close();
    const dump = await initialDataDir();
    expect(dump?.size).toBeGreaterThan(1_000_000);

    const folder = await newFolder();
    expect(holdsDatabase(folder)).toBe(false);
    const second = await openDatabase({ pgliteDir: folder });
    await second.migrate();
    await second.db.insert(pays).values({ idPays: 9999, libelle: 'Terre Adélie', codeIso: 'TF' });
    await second.close();

    // A directory that holds a database opens as it is: nothing is loaded over it.
    expect(holdsDatabase(folder)).toBe(true);
    const reopened = await openDatabase({ pgliteDir: folder });
    const rows = await reopened.db.select({ libelle: pays.libelle }).from(pays).where(eq(pays.idPays, 9999));
    expect(rows).toEqual([{ libelle: 'Terre Adélie' }]);
    await reopened.close();
  });
});
