import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ETAT_CHANGEMENT_PRIX } from '../../../domain/publication/priceChange.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { prixPublication, publications } from '../../platform/db/schema.ts';

export type PriceChangeRow = typeof prixPublication.$inferSelect;

/** What the prices read of a publication: its state and its price in force. */
export interface PricedPublication {
  id: number;
  idEtatPublication: number;
  prixTTCCentimes: number | null;
}

const pricedColumns = {
  id: publications.id,
  idEtatPublication: publications.idEtatPublication,
  prixTTCCentimes: publications.prixTTCCentimes,
};

/** The account's publication, undefined for another account's or an unknown one. */
export async function findOwnPricedPublication(
  db: Queryable,
  idCompte: number,
  id: number,
): Promise<PricedPublication | undefined> {
  const [row] = await db
    .select(pricedColumns)
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.idCompte, idCompte)));
  return row;
}

/** The same, its row locked until the transaction ends: its state and price hold while a change is decided. */
export async function lockOwnPricedPublication(
  tx: Transaction,
  idCompte: number,
  id: number,
): Promise<PricedPublication | undefined> {
  const [row] = await tx
    .select(pricedColumns)
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.idCompte, idCompte)))
    .for('update');
  return row;
}

/** Every change of the publication, newest first. */
export async function priceChangesOf(db: Queryable, idPublication: number): Promise<PriceChangeRow[]> {
  return db
    .select()
    .from(prixPublication)
    .where(eq(prixPublication.idPublication, idPublication))
    .orderBy(desc(prixPublication.id));
}

/** Stores a pending change; the partial unique index refuses a second one (a unique violation). */
export async function insertPendingChange(
  tx: Transaction,
  idPublication: number,
  prixTtcCentimes: number,
  dateEffet: string,
): Promise<void> {
  await tx.insert(prixPublication).values({ idPublication, prixTtcCentimes, dateEffet });
}

/** Cancels the change if it is still pending; whether it was. */
export async function cancelPendingChange(tx: Transaction, idPublication: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(prixPublication)
    .set({ etat: ETAT_CHANGEMENT_PRIX.annule, dateAnnulation: sql`now()` })
    .where(
      and(
        eq(prixPublication.id, id),
        eq(prixPublication.idPublication, idPublication),
        eq(prixPublication.etat, ETAT_CHANGEMENT_PRIX.prevu),
      ),
    )
    .returning({ id: prixPublication.id });
  return rows.length > 0;
}

/** Whether the publication has a change of that id, whatever its state. */
export async function hasChange(db: Queryable, idPublication: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prixPublication.id })
    .from(prixPublication)
    .where(and(eq(prixPublication.id, id), eq(prixPublication.idPublication, idPublication)));
  return row !== undefined;
}

/** The pending changes due on `today` or before, oldest day first. */
export async function dueChanges(db: Queryable, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: prixPublication.id })
    .from(prixPublication)
    .where(and(eq(prixPublication.etat, ETAT_CHANGEMENT_PRIX.prevu), lte(prixPublication.dateEffet, today)))
    .orderBy(asc(prixPublication.dateEffet), asc(prixPublication.id));
  return rows.map((row) => row.id);
}

/**
 * Takes a due pending change with its row locked, or nothing when another process holds it (it is applying it) or it
 * is no longer pending and due.
 */
export async function claimDueChange(tx: Transaction, id: number, today: string): Promise<PriceChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(prixPublication)
    .where(
      and(
        eq(prixPublication.id, id),
        eq(prixPublication.etat, ETAT_CHANGEMENT_PRIX.prevu),
        lte(prixPublication.dateEffet, today),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/**
 * The publication takes the change's price, and its last change moves (`date_maj`) so that the next export carries
 * it; the change is applied, with the price it replaced.
 */
export async function applyChange(tx: Transaction, change: PriceChangeRow): Promise<void> {
  const [publication] = await tx
    .select({ prixTTCCentimes: publications.prixTTCCentimes })
    .from(publications)
    .where(eq(publications.id, change.idPublication))
    .for('update');
  await tx
    .update(publications)
    .set({ prixTTCCentimes: change.prixTtcCentimes, dateMaj: sql`now()` })
    .where(eq(publications.id, change.idPublication));
  await tx
    .update(prixPublication)
    .set({
      etat: ETAT_CHANGEMENT_PRIX.applique,
      prixPrecedentCentimes: publication?.prixTTCCentimes ?? null,
      dateApplication: sql`now()`,
    })
    .where(eq(prixPublication.id, change.id));
}

/** The pending change of each of `ids` that has one. */
export async function pendingChangesOf(db: Queryable, ids: readonly number[]): Promise<PriceChangeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(prixPublication)
    .where(and(inArray(prixPublication.idPublication, [...ids]), eq(prixPublication.etat, ETAT_CHANGEMENT_PRIX.prevu)));
}
