import { compareFrench } from '../../../domain/frenchCollation.ts';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import type { Database, Queryable, Transaction } from '../../platform/db/database.ts';
import { commandeProduits, commandes, marques, publications } from '../../platform/db/schema.ts';
import type { PublicationRecord, PublicationRow } from './mapping.ts';
import { recordFileChanges } from '../../platform/files/storedFiles.ts';

export type { PublicationRecord } from './mapping.ts';

type Insert = typeof publications.$inferInsert;

function selectWithMarque(db: Queryable) {
  return db
    .select({ ...getTableColumns(publications), libelleMarque: marques.libelle })
    .from(publications)
    .leftJoin(marques, eq(marques.id, publications.idMarque));
}

/** An account's publications, by title (French order), untitled ones last. */
export async function listPublicationsOf(db: Queryable, idCompte: number): Promise<PublicationRecord[]> {
  const rows = await selectWithMarque(db).where(eq(publications.idCompte, idCompte)).orderBy(asc(publications.id));
  return rows.sort((a, b) => {
    if (a.titre === null || b.titre === null) return a.titre === b.titre ? a.id - b.id : a.titre === null ? 1 : -1;
    return compareFrench(a.titre, b.titre) || a.id - b.id;
  });
}

/** One page of an account's publications, last updated first (ids break ties so pages never overlap). */
export async function pagePublicationsOf(
  db: Queryable,
  idCompte: number,
  limit: number,
  offset: number,
): Promise<{ total: number; items: PublicationRecord[] }> {
  const [counted] = await db.select({ total: count() }).from(publications).where(eq(publications.idCompte, idCompte));
  const items = await selectWithMarque(db)
    .where(eq(publications.idCompte, idCompte))
    .orderBy(desc(publications.dateMaj), desc(publications.id))
    .limit(limit)
    .offset(offset);
  return { total: counted?.total ?? 0, items };
}

/** The account's publication of that id; another account's is as unknown as a missing one. */
export async function findOwnPublication(
  db: Queryable,
  idCompte: number,
  id: number,
): Promise<PublicationRecord | undefined> {
  const [row] = await selectWithMarque(db).where(and(eq(publications.id, id), eq(publications.idCompte, idCompte)));
  return row;
}

/** Whether the account already has a publication with this EAN (other than `exceptId`). */
export async function hasEan(db: Queryable, idCompte: number, ean: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(publications.idCompte, idCompte), eq(publications.ean, ean)];
  if (exceptId !== undefined) conditions.push(ne(publications.id, exceptId));
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertPublication(db: Queryable, values: Insert): Promise<number> {
  const [row] = await db.insert(publications).values(values).returning({ id: publications.id });
  if (!row) throw new Error('publication insert returned no row');
  return row.id;
}

/**
 * The account's publication of that id, in one of `states` when given (IdEtatPublication): the condition is part
 * of the write, so that a publication submitted meanwhile is not changed.
 */
function ownPublication(idCompte: number, id: number, states?: readonly number[]) {
  const conditions = [eq(publications.id, id), eq(publications.idCompte, idCompte)];
  if (states) conditions.push(inArray(publications.idEtatPublication, [...states]));
  return and(...conditions);
}

export async function updatePublication(
  db: Queryable,
  idCompte: number,
  id: number,
  columns: Partial<Omit<PublicationRow, 'id' | 'idCompte'>>,
  states?: readonly number[],
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ ...columns, dateMaj: sql`now()` })
    .where(ownPublication(idCompte, id, states))
    .returning({ id: publications.id });
  return rows.length > 0;
}

/**
 * Deletes the publication and, in the same transaction, forgets its files and queues their removal from the disk
 * (the caller kicks the outbox once it has committed).
 */
export async function deletePublication(
  db: Database,
  idCompte: number,
  id: number,
  states?: readonly number[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(publications)
      .where(ownPublication(idCompte, id, states))
      .returning({
        visuelCouverture: publications.visuelCouverture,
        quatriemeCouverture: publications.quatriemeCouverture,
      });
    if (!deleted) return false;
    await recordFileChanges(tx, {
      idCompte,
      added: [],
      removed: [deleted.visuelCouverture, deleted.quatriemeCouverture],
    });
    return true;
  });
}

/** Whether an order other than the basket names the publication: deleting it would rewrite that order. */
export async function isOrdered(db: Queryable, idPublication: number): Promise<boolean> {
  const [row] = await db
    .select({ id: commandeProduits.idCommande })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .where(and(eq(commandeProduits.idPublication, idPublication), ne(commandes.idEtatCommande, ETAT_COMMANDE.panier)))
    .limit(1);
  return row !== undefined;
}

/** Whether a publication of that id exists, whoever owns it. */
export async function publicationExists(db: Queryable, idPublication: number): Promise<boolean> {
  const rows = await db.select({ id: publications.id }).from(publications).where(eq(publications.id, idPublication));
  return rows.length > 0;
}

/** The covers of the account's publication, its row locked until the transaction ends; undefined if not its own. */
export async function lockOwnCovers(tx: Transaction, idCompte: number, idPublication: number) {
  const [current] = await tx
    .select({
      visuelCouverture: publications.visuelCouverture,
      quatriemeCouverture: publications.quatriemeCouverture,
    })
    .from(publications)
    .where(and(eq(publications.id, idPublication), eq(publications.idCompte, idCompte)))
    .for('update');
  return current;
}

/** The publication in one of `states` whose current cover (front or back) has this public token. */
export async function findByCoverToken(db: Queryable, token: string, states: readonly number[]) {
  const [row] = await db
    .select({
      id: publications.id,
      visuelCouverture: publications.visuelCouverture,
      quatriemeCouverture: publications.quatriemeCouverture,
      jetonVisuelCouverture: publications.jetonVisuelCouverture,
      jetonQuatriemeCouverture: publications.jetonQuatriemeCouverture,
    })
    .from(publications)
    .where(
      and(
        or(eq(publications.jetonVisuelCouverture, token), eq(publications.jetonQuatriemeCouverture, token)),
        inArray(publications.idEtatPublication, [...states]),
      ),
    )
    .limit(1);
  return row;
}
