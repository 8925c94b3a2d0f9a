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
export const TRANS_IDS_PER_DAY = 900_000;

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
