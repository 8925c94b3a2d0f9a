import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { TYPE_COMPTE, type RoleKind } from '../../../domain/identity/roles.ts';
import { startingPattern } from '../../platform/db/likePatterns.ts';
import { keyContains } from '../../platform/db/searchKey.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { comptes } from '../../platform/db/schema.ts';
import type { profileColumns } from '../accounts/public.ts';

export type CompteFiltres = components['schemas']['CompteFiltres'];
export type CompteRow = typeof comptes.$inferSelect;

/** Accounts written before the type was recorded are front-office accounts, as toCompte reads them. */
const TYPE_COMPTE_OF_ROW = sql`coalesce(${comptes.idTypeCompte}, ${TYPE_COMPTE.frontoffice})`;

/** The conditions of CompteFiltres; an absent or null filter filters nothing. */
export function filtersOf(filters: CompteFiltres): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filters.Recherche?.trim();
  // Recherche looks into login, names both ways round and company (comptes.cleRecherche).
  if (text) conditions.push(keyContains(comptes.cleRecherche, text));
  // A SIRET is searched by its first digits, as typed with or without spaces.
  const siret = filters.Siret?.replace(/\s/g, '');
  if (siret) conditions.push(like(comptes.siret, startingPattern(siret)));
  if (filters.IdTypeCompte != null) conditions.push(sql`${TYPE_COMPTE_OF_ROW} = ${filters.IdTypeCompte}`);
  if (filters.Confirme != null) conditions.push(eq(comptes.confirme, filters.Confirme));
  return and(...conditions);
}

/** A page of the accounts that pass the filters, last updated first (then the newest id): one query. */
export async function pageAccountRows(
  db: Queryable,
  filters: CompteFiltres,
  limit: number,
  offset: number,
): Promise<CompteRow[]> {
  return db
    .select()
    .from(comptes)
    .where(filtersOf(filters))
    .orderBy(desc(comptes.dateMaj), desc(comptes.id))
    .limit(limit)
    .offset(offset);
}

/** How many accounts pass the filters, counted with the very conditions of the page. */
export async function countAccounts(db: Queryable, filters: CompteFiltres): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(comptes)
    .where(filtersOf(filters));
  return row?.total ?? 0;
}

/** What Compte_Update of the back office writes on the account's row. */
export interface AccountChanges {
  profile: ReturnType<typeof profileColumns>;
  login: string;
  role: RoleKind;
  idTypeCompte: number;
  confirme: boolean;
}

/** Writes the profile, login, role, type and confirmation of an account, and its update date. */
export async function updateAccountRow(tx: Transaction, id: number, changes: AccountChanges): Promise<void> {
  await tx
    .update(comptes)
    .set({
      ...changes.profile,
      login: changes.login,
      role: changes.role,
      idTypeCompte: changes.idTypeCompte,
      confirme: changes.confirme,
      dateMaj: new Date(),
    })
    .where(eq(comptes.id, id));
}
