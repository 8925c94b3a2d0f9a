import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';

/** What names an attempt at the provider: the shop's transaction id of the day and the attempt's moment. */
export interface LyraTransaction {
  /** The attempt's row id, taken from the same sequence as the transaction id. */
  idPaiement: number;
  /** vads_trans_id: six digits. */
  transId: string;
  /** vads_trans_date: yyyyMMddHHmmss in UTC. */
  transDate: string;
}

/** The Lyra protocol takes transaction ids from 000000 to 899999, unique per shop and UTC day. */
const TRANS_IDS_PER_DAY = 900_000;

export function formatTransDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 'yyyyMMddHHmmss'.length);
}

/** The UTC day (yyyyMMdd) of a vads_trans_date: with the trans id, what identifies a transaction. */
export function transDayOf(transDate: string): string {
  return transDate.slice(0, 'yyyyMMdd'.length);
}

/** A vads_trans_date as the protocol writes it (14 digits of a real UTC moment). */
export function isTransDate(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}Z`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && formatTransDate(date) === value;
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
