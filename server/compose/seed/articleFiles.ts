import { readFile } from 'node:fs/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { discardArticleFile, storeArticleFile } from '../../areas/articles/articleFiles.ts';
import type { Queryable } from '../../platform/db/database.ts';
import * as schema from '../../platform/db/schema.ts';
import { produits as produitsData } from './data/catalogue.ts';

const SEED_FILES = new URL('./files/', import.meta.url);

/**
 * The demo articles' PDFs, stored as a staff upload would be, under names the server chooses, for the articles that
 * have none yet: all of them in a new database, and in one seeded by an earlier release those staff never gave one.
 * An article that got a file meanwhile (another process starting) keeps it, and the copy written here goes.
 */
export async function insertArticleFiles(db: Queryable, dataDir: string): Promise<void> {
  const shipping = produitsData.filter((row) => row.Fichier !== undefined);
  if (shipping.length === 0) return;
  const missing = new Set(
    (
      await db
        .select({ id: schema.produits.id })
        .from(schema.produits)
        .where(
          and(
            inArray(
              schema.produits.id,
              shipping.map((row) => row.Id),
            ),
            isNull(schema.produits.fichier),
          ),
        )
    ).map((row) => row.id),
  );
  for (const row of shipping) {
    if (row.Fichier === undefined || !missing.has(row.Id)) continue;
    const bytes = await readFile(new URL(row.Fichier, SEED_FILES));
    const fichier = await storeArticleFile(dataDir, bytes);
    const updated = await db
      .update(schema.produits)
      .set({ fichier, fichierOctets: bytes.length })
      .where(and(eq(schema.produits.id, row.Id), isNull(schema.produits.fichier)))
      .returning({ id: schema.produits.id });
    if (updated.length === 0) await discardArticleFile(dataDir, fichier);
  }
}
