import { and, inArray, ne, sql } from 'drizzle-orm';
import { normalizeEan } from '../../../domain/ean.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { publications } from '../../platform/db/schema.ts';
import { ETATS_EXPORTABLES } from './repository.ts';

/** Whether a validated publication other than `id` bears the EAN (compared on its digits). */
export async function eanValidatedElsewhere(db: Queryable, id: number, ean: string | null): Promise<boolean> {
  const digits = ean === null ? '' : normalizeEan(ean);
  if (digits === '') return false;
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(
      and(
        ne(publications.id, id),
        inArray(publications.idEtatPublication, [...ETATS_EXPORTABLES]),
        sql`regexp_replace(${publications.ean}, '[^0-9]', '', 'g') = ${digits}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
