import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { comptes, moderationsPublication, publications, raisonsRefus } from '../../platform/db/schema.ts';

export interface LockedPublication {
  id: number;
  idEtatPublication: number;
}

/** Locks the account's publication of that id until the transaction ends; another account's is unknown. */
export async function lockOwnPublication(
  tx: Transaction,
  idCompte: number,
  id: number,
): Promise<LockedPublication | undefined> {
  const [row] = await tx
    .select({ id: publications.id, idEtatPublication: publications.idEtatPublication })
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.idCompte, idCompte)))
    .for('update');
  return row;
}

/** The ids of `ids` that are not refusal reasons of Get_RaisonRefus. */
export async function unknownReasons(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: raisonsRefus.id })
    .from(raisonsRefus)
    .where(inArray(raisonsRefus.id, [...ids]));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The account that owns a publication, as ProprietairePublication names it. */
export async function ownerOf(db: Queryable, idCompte: number) {
  const [row] = await db
    .select({ IdPersonne: comptes.id, Login: comptes.login, Prenom: comptes.prenom, Nom: comptes.nom })
    .from(comptes)
    .where(eq(comptes.id, idCompte));
  return row;
}

/** Writes one row of a publication's moderation history. */
export async function recordModeration(
  tx: Transaction,
  row: typeof moderationsPublication.$inferInsert,
): Promise<number> {
  const [inserted] = await tx.insert(moderationsPublication).values(row).returning({ id: moderationsPublication.id });
  return inserted!.id;
}

/** Sets the publication's state as its moderation moved it. */
export async function setEtatPublication(tx: Transaction, idPublication: number, idEtatPublication: number) {
  await tx
    .update(publications)
    .set({ idEtatPublication, dateMaj: sql`now()` })
    .where(eq(publications.id, idPublication));
}
