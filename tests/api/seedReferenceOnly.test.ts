import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig, seedsDemoData } from '../../server/platform/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import {
  commandes,
  comptes,
  langues,
  marques,
  produits,
  publications,
  villes,
} from '../../server/platform/db/schema.ts';
import { langues as languesData } from '../../server/compose/seed/data/referenceLists.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import { PRODUCTION_ENV } from './productionEnv.ts';
import { APPLICATION_KEY, testContext } from './testApp.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  // A database of its own, started the way a production server starts it.
  database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  const config = readConfig(PRODUCTION_ENV);
  await loadSeed(database.db, { demo: seedsDemoData(config, database.driver) });
}, 60_000);

afterAll(async () => {
  await database.close();
});

type Counted =
  | typeof comptes
  | typeof publications
  | typeof commandes
  | typeof langues
  | typeof marques
  | typeof produits
  | typeof villes;

async function count(table: Counted) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe('le chargement en production', () => {
  test('ne crée ni compte de démonstration, ni publication, ni panier', async () => {
    expect(await count(comptes)).toBe(0);
    expect(await count(publications)).toBe(0);
    expect(await count(commandes)).toBe(0);
  });

  test('charge les listes de référence, le catalogue et les marques', async () => {
    expect(await count(langues)).toBe(languesData.length);
    expect(await count(villes)).toBeGreaterThan(0);
    expect(await count(produits)).toBeGreaterThan(0);
    expect(await count(marques)).toBeGreaterThan(0);
    const { document } = await testContext();
    const app = buildApp({ config: readConfig({ APPLICATION_KEY }), db: database.db, document });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/StaticData/Get_Langues',
        payload: { Application_Key: APPLICATION_KEY, Values: {} },
      });
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).toContain(languesData[0]?.Libelle ?? 'une langue');
    } finally {
      await app.close();
    }
  });
});
