import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { publications } from '../db/schema.ts';

export type PublicationRecord = typeof publications.$inferSelect;

/** An account's publications, by title (French order), untitled ones last. */
export async function listPublicationsOf(db: Queryable, idCompte: number): Promise<PublicationRecord[]> {
  const rows = await db
    .select()
    .from(publications)
    .where(eq(publications.idCompte, idCompte))
    .orderBy(asc(publications.id));
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return rows.sort((a, b) => {
    if (a.titre === null || b.titre === null) return a.titre === b.titre ? a.id - b.id : a.titre === null ? 1 : -1;
    return collator.compare(a.titre, b.titre) || a.id - b.id;
  });
}
