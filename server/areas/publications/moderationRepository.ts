import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { moderationsPublication, raisonsRefus } from '../../platform/db/schema.ts';

/** The labels of the refusal reasons, by id. */
export async function reasonLabels(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.select().from(raisonsRefus);
  return new Map(rows.map((row) => [row.id, row.libelle]));
}

/** The moderation events of these publications, in the order they happened. */
export async function findModerationRows(db: Queryable, ids: readonly number[]) {
  return db
    .select()
    .from(moderationsPublication)
    .where(inArray(moderationsPublication.idPublication, [...ids]))
    .orderBy(asc(moderationsPublication.idPublication), asc(moderationsPublication.id));
}
