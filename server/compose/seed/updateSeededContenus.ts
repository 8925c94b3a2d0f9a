import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sanitizeElementValue } from '../../areas/content/sanitizeElementValue.ts';
import {
  elementsOf,
  keepVersion,
  lockContenu,
  raiseSiteVersion,
  updateElement,
} from '../../areas/content/editRepository.ts';
import type { Database } from '../../platform/db/database.ts';
import { contenus as contenusData } from './data/contenus.ts';
import { SEED_LOCK_KEY } from './seedLock.ts';

/** Who replaced a seeded text, as the block's kept versions name it. */
export const SEED_UPDATE_EDITOR = { idCompte: null, login: 'mise à jour du portail' };

/**
 * The texts an earlier release seeded and this one replaces, by element id: the SHA-256 of each value as it was
 * stored. The CGV and the legal notice used to write the seller's identity themselves, and the CGV said things the
 * portal does not do (a refused payment left no order).
 */
export const SUPERSEDED_SEED_TEXTS: ReadonlyMap<number, readonly string[]> = new Map([
  [5, ['4afc08489193a81b99f5fdc1f8d54ba7e8ee2680a969b5e0699ed3f1468b166d']],
  [7, ['828163ad3ba751c0928ba0adcbecf12d00e3a472f07a1c3b67730737b7a6354d']],
]);

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Brings a database seeded by an earlier release the texts this release seeds in their place, but only where staff
 * never edited them: a text still equal to a superseded seeded one is replaced, the block as it was kept as a
 * version (restorable from the content editor) and the site's content version raised; an edited text is the
 * staff's and stays. Returns how many elements it replaced.
 */
export async function updateSeededContenus(
  db: Database,
  superseded: ReadonlyMap<number, readonly string[]> = SUPERSEDED_SEED_TEXTS,
): Promise<number> {
  let replaced = 0;
  for (const contenu of contenusData) {
    const updates = contenu.ContenuElements.filter((element) => superseded.has(element.Id));
    if (updates.length === 0) continue;
    replaced += await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await lockContenu(tx, contenu.Id))) return 0;
      const current = await elementsOf(tx, contenu.Id);
      const stale = updates.filter((element) => {
        const stored = current.get(element.Id)?.valeur;
        return stored != null && superseded.get(element.Id)!.includes(sha256(stored));
      });
      if (stale.length === 0) return 0;
      await keepVersion(tx, contenu.Id, current, SEED_UPDATE_EDITOR);
      for (const element of stale) {
        await updateElement(tx, element.Id, {
          valeur: sanitizeElementValue(element.IdTypeContenuElement, element.Valeur),
        });
      }
      await raiseSiteVersion(tx);
      return stale.length;
    });
  }
  return replaced;
}
