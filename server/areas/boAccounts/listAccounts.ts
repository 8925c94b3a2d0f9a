import { desc, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { comptes } from '../../platform/db/schema.ts';
import { filtersOf, type CompteFiltres } from './filters.ts';
import { toCompte } from '../accounts/public.ts';

type CompteResume = components['schemas']['CompteResume'];

/** A row of the list: the account as Compte_Get gives it, without its telephone and address. */
function toCompteResume(compte: typeof comptes.$inferSelect): CompteResume {
  const { Telephone: _telephone, Adresse: _adresse, ...resume } = toCompte({ compte, typeVoie: null });
  return resume;
}

/** A page of the accounts that pass the filters, last updated first (then the newest id): one query. */
export async function pageBoAccounts(
  db: Queryable,
  filters: CompteFiltres,
  limit: number,
  offset: number,
): Promise<CompteResume[]> {
  const rows = await db
    .select()
    .from(comptes)
    .where(filtersOf(filters))
    .orderBy(desc(comptes.dateMaj), desc(comptes.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toCompteResume);
}

/** How many accounts pass the filters, counted with the very conditions of the page. */
export async function countBoAccounts(db: Queryable, filters: CompteFiltres): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(comptes)
    .where(filtersOf(filters));
  return row?.total ?? 0;
}
