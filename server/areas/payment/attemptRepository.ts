import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TRANS_STATUS_PENDING } from '../../../domain/order/transStatus.ts';
import type { StateValue } from 'xstate';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { paiementNotifications, paiements } from '../../platform/db/schema.ts';
import { formatTransDate, TRANS_IDS_PER_DAY, type LyraTransaction } from './transaction.ts';

/** A payment attempt as the payment calls read it. */
export interface PaymentAttempt {
  id: number;
  idCommande: number;
  transId: string;
  transDate: string;
  montantCentimes: number;
  /** The payment machine's stored state value. */
  etatMachine: StateValue;
  /** The form handed to the browser (FormulairePaiement). */
  formulaire: unknown;
  dateCreation: Date;
}

const ATTEMPT_COLUMNS = {
  id: paiements.id,
  idCommande: paiements.idCommande,
  transId: paiements.transId,
  transDate: paiements.transDate,
  montantCentimes: paiements.montantCentimes,
  etatMachine: paiements.etatMachine,
  formulaire: paiements.formulaire,
  dateCreation: paiements.dateCreation,
};

function asAttempt(row: (Omit<PaymentAttempt, 'etatMachine'> & { etatMachine: unknown }) | undefined) {
  return row ? { ...row, etatMachine: row.etatMachine as StateValue } : undefined;
}

export async function insertAttempt(
  tx: Transaction,
  attempt: {
    transaction: LyraTransaction;
    idCommande: number;
    montantCentimes: number;
    etatMachine: StateValue;
    formulaire: unknown;
  },
): Promise<void> {
  await tx.insert(paiements).values({
    id: attempt.transaction.idPaiement,
    idCommande: attempt.idCommande,
    transId: attempt.transaction.transId,
    transDate: attempt.transaction.transDate,
    montantCentimes: attempt.montantCentimes,
    etatMachine: attempt.etatMachine,
    formulaire: attempt.formulaire,
  });
}

/** The order's most recent attempt, if any. */
export async function latestAttempt(db: Queryable, idCommande: number): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select(ATTEMPT_COLUMNS)
    .from(paiements)
    .where(eq(paiements.idCommande, idCommande))
    .orderBy(desc(paiements.id))
    .limit(1);
  return asAttempt(row);
}

export async function findAttempt(db: Queryable, idPaiement: number): Promise<PaymentAttempt | undefined> {
  const [row] = await db.select(ATTEMPT_COLUMNS).from(paiements).where(eq(paiements.id, idPaiement));
  return asAttempt(row);
}

/** The attempt a notification speaks of: the transaction id of that UTC day. */
export async function findAttemptByTransaction(
  db: Queryable,
  transDay: string,
  transId: string,
): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select(ATTEMPT_COLUMNS)
    .from(paiements)
    .where(and(sql`left(${paiements.transDate}, 8) = ${transDay}`, eq(paiements.transId, transId)));
  return asAttempt(row);
}

export async function saveAttemptState(
  tx: Transaction,
  idPaiement: number,
  state: { etatMachine: StateValue; moyenPaiement?: string | undefined; notified?: boolean },
): Promise<void> {
  await tx
    .update(paiements)
    .set({
      etatMachine: state.etatMachine,
      ...(state.moyenPaiement ? { moyenPaiement: state.moyenPaiement } : {}),
      ...(state.notified ? { dateNotification: sql`now()` } : {}),
    })
    .where(eq(paiements.id, idPaiement));
}

/**
 * Records a notification once per attempt and status; false when that status was already recorded (a repeated
 * notification, which changes nothing).
 */
export async function recordNotification(
  tx: Transaction,
  idPaiement: number,
  transStatus: string,
  champs: Readonly<Record<string, string>>,
): Promise<boolean> {
  const inserted = await tx
    .insert(paiementNotifications)
    .values({ idPaiement, transStatus, champs })
    .onConflictDoNothing()
    .returning({ id: paiementNotifications.id });
  return inserted.length > 0;
}

/** What the provider said of a pending attempt: its status and its own transaction id, from its last such notification. */
export interface PendingNotice {
  transStatus: string;
  /** vads_trans_uuid, which the provider's web services take; null when the notification left it out. */
  uuid: string | null;
  dateReception: Date;
}

export async function latestPendingNotice(db: Queryable, idPaiement: number): Promise<PendingNotice | undefined> {
  const [row] = await db
    .select({
      transStatus: paiementNotifications.transStatus,
      champs: paiementNotifications.champs,
      dateReception: paiementNotifications.dateReception,
    })
    .from(paiementNotifications)
    .where(
      and(
        eq(paiementNotifications.idPaiement, idPaiement),
        inArray(paiementNotifications.transStatus, [...TRANS_STATUS_PENDING]),
      ),
    )
    .orderBy(desc(paiementNotifications.id))
    .limit(1);
  if (!row) return undefined;
  const uuid = (row.champs as Readonly<Record<string, unknown>>).vads_trans_uuid;
  return {
    transStatus: row.transStatus,
    uuid: typeof uuid === 'string' && uuid !== '' ? uuid : null,
    dateReception: row.dateReception,
  };
}

/** Who cancelled the attempt at the provider, and when (now). */
export async function recordCancellation(tx: Transaction, idPaiement: number, annulePar: string): Promise<void> {
  await tx
    .update(paiements)
    .set({ dateAnnulation: sql`now()`, annulePar })
    .where(eq(paiements.id, idPaiement));
}

/** Marks the attempt to be refunded: the provider notified a success that paid nothing. */
export async function markIncident(tx: Transaction, idPaiement: number): Promise<void> {
  await tx
    .update(paiements)
    .set({ dateIncident: sql`coalesce(${paiements.dateIncident}, now())` })
    .where(eq(paiements.id, idPaiement));
}

/**
 * A new attempt's row id and transaction id, both from the attempts' identity sequence: ids taken in one day are
 * consecutive, so they stay distinct modulo 900 000 unless the shop takes that many attempts a day (the unique index
 * `paiements_transaction_du_jour` refuses the duplicate then). Several processes share the sequence.
 */
export async function newTransaction(db: Queryable, now: Date): Promise<LyraTransaction> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('paiements', 'id'))::int as id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('no value from the payments sequence');
  return {
    idPaiement: row.id,
    transId: String(row.id % TRANS_IDS_PER_DAY).padStart(6, '0'),
    transDate: formatTransDate(now),
  };
}
