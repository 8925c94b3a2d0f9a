import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { storeArticleFile } from '../../articles/articleFiles.ts';
import type { Transaction } from '../database.ts';
import * as schema from '../schema.ts';
import { produits as produitsData } from './data/catalogue.ts';

const SEED_FILES = new URL('./files/', import.meta.url);

/** The demo articles' PDFs, stored as a staff upload would be, under names the server chooses. */
export async function insertArticleFiles(tx: Transaction, dataDir: string): Promise<void> {
  for (const row of produitsData) {
    if (row.Fichier === undefined) continue;
    const bytes = await readFile(new URL(row.Fichier, SEED_FILES));
    const fichier = await storeArticleFile(dataDir, bytes);
    await tx
      .update(schema.produits)
      .set({ fichier, fichierOctets: bytes.length })
      .where(eq(schema.produits.id, row.Id));
  }
}
