import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { comptesDemo, DEMO_PASSWORD } from '../../server/compose/seed/data/comptes.ts';
import { villes } from '../../server/compose/seed/data/villes.ts';
import { openDatabase } from '../../server/platform/db/database.ts';
import { marques as marquesData } from '../../server/compose/seed/data/marques.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import {
  comptes,
  contenus,
  marqueMisesAJour,
  marques,
  publications,
  villes as villesTable,
} from '../../server/platform/db/schema.ts';
import { verifyPassword } from '../../server/platform/identity/passwordHash.ts';
import { testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('données de démonstration', () => {
  test('le chargement ne fait rien sur une base déjà remplie', async () => {
    expect(await loadSeed(ctx.db)).toBe(false);
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(villesTable);
    expect(row?.n).toBe(villes.length);
  });

  test('les comptes de démonstration ont le mot de passe de démonstration, haché', async () => {
    const rows = await ctx.db.select().from(comptes);
    expect(rows.map((row) => row.login).sort()).toEqual(comptesDemo.map((c) => c.Login).sort());
    for (const row of rows) {
      // The embedded provider keeps the demo passwords: the hash is there.
      const hash = row.motDePasseHash ?? '';
      expect(hash).not.toContain(DEMO_PASSWORD);
      expect(hash.startsWith('scrypt$')).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
      expect(await verifyPassword('portail#2026', hash)).toBe(false);
      expect(row.confirme).toBe(true);
    }
    const admin = rows.find((row) => row.login === 'admin@example.org');
    expect(admin?.role).toBe('backoffice');
    expect(admin?.prenom).toBe('Dominique');
  });

  test('les identifiants générés suivent ceux que le chargement a écrits', async () => {
    await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(contenus).values({ nom: 'EssaiSequence', idTypeContenu: 1 }).returning();
      expect(created?.id).toBeGreaterThan(5);
      await tx.delete(contenus).where(eq(contenus.nom, 'EssaiSequence'));
    });
  });
});

describe('une base chargée avant les marques', () => {
  test('reçoit les marques de démonstration une fois, au démarrage suivant', async () => {
    // A database of its own: the shared one keeps its brands for the other tests.
    const database = await openDatabase({ pgliteDir: undefined });
    try {
      await database.migrate();
      await loadSeed(database.db);
      await database.db.delete(marqueMisesAJour);
      await database.db.delete(publications);
      await database.db.delete(marques);

      expect(await loadSeed(database.db)).toBe(true);
      const rows = await database.db.select({ libelle: marques.libelle }).from(marques);
      expect(rows.map((row) => row.libelle).sort()).toEqual(marquesData.map((row) => row.Libelle).sort());
      expect(await loadSeed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  }, 30_000);
});
