import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validatePublicationStep } from '../../domain/publication/publicationSteps.ts';
import { validateSteps } from '../../domain/publication/stepValidity.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { publications } from '../../server/platform/db/schema.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import { moderationOf } from '../../server/areas/publications/moderationHistory.ts';
import { toPublication } from '../../server/areas/publications/mapping.ts';
import { findOwnPublication } from '../../server/areas/publications/repository.ts';

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  // A database and data folder of their own: the demo's cover is written where the portal keeps its files.
  dataDir = await mkdtemp(join(tmpdir(), 'portail-demo-'));
  database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  await loadSeed(database.db, { dataDir });
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The demo publication titled `titre`, as its author reads it (brand label included). */
async function demoPublication(titre: string) {
  const [row] = await database.db.select().from(publications).where(eq(publications.titre, titre));
  const record = row && (await findOwnPublication(database.db, row.idCompte, row.id));
  if (!record) throw new Error(`the demo publication ${titre} is missing`);
  return toPublication(record, await moderationOf(database.db, record.id));
}

describe('la publication validée de démonstration', () => {
  test('remplit les cinq étapes et a sa couverture parmi les fichiers du portail', async () => {
    const publication = await demoPublication('Les Jardins de Penhoët');

    expect(publication.IdEtatPublication).toBe(3);
    expect(publication.Moderation?.Accepte).toBe(true);
    expect(publication.LibelleMarque).toBe('Éditions de Penhoët');
    const validity = validateSteps(publication, validatePublicationStep);
    for (const step of [1, 2, 3, 4, 5] as const) {
      expect({ step, errors: validity[step].errors }).toEqual({ step, errors: [] });
    }
    expect(publication.AuteurContribution.map((contribution) => contribution.Nom)).toEqual(['Maëlle Le Goff']);
    expect(publication.PrixTTC).toBe(18.5);

    const cover = publication.VisuelCouverture ?? '';
    expect(cover).toMatch(new RegExp(`^/fichiers/publications/${publication.Id}/[0-9a-f-]{36}\\.jpg$`));
    const bytes = await readFile(join(dataDir, 'publications', String(publication.Id), cover.split('/').pop() ?? ''));
    // A JPEG's first bytes.
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test('la publication en brouillon de démonstration reste à compléter', async () => {
    const validity = validateSteps(await demoPublication('Carnets de route en Bretagne'), validatePublicationStep);
    expect(validity[2].valid).toBe(true);
    expect(validity[3].valid).toBe(false);
  });
});
