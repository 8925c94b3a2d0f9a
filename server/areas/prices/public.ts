// What the other areas (and the wiring) may use of this one: they import it from here, never from its other files.
import { parisDay } from '../../../domain/parisDay.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { createTicker, type Ticker } from '../../platform/ticker/ticker.ts';
import { applyDuePriceChanges } from './applyDueChanges.ts';
import { pendingChangesOf } from './repository.ts';

export { applyDuePriceChanges };

/** A price announced for a day to come (contract: FicheLibraire.PrixAVenir). */
export interface PrixAVenir {
  PrixTTCCentimes: number;
  /** The Paris day it applies, YYYY-MM-DD. */
  DateEffet: string;
}

/** The pending price of each of `ids` that has one. */
export async function pendingPricesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, PrixAVenir>> {
  const rows = await pendingChangesOf(db, ids);
  return new Map(
    rows.map((row) => [row.idPublication, { PrixTTCCentimes: row.prixTtcCentimes, DateEffet: row.dateEffet }]),
  );
}

/** How often a process looks for changes due: a query on a small partial index, so often enough to apply by morning. */
export const PRICE_CHANGES_POLL_MS = 60_000;

export interface PriceChangeTickerOptions {
  db: Database;
  log: { error(details: object, message: string): void };
  now?: () => Date;
}

/** Applies the changes due on the Paris day, every PRICE_CHANGES_POLL_MS. */
export function priceChangeTicker(options: PriceChangeTickerOptions): Ticker {
  const now = options.now ?? (() => new Date());
  return createTicker({
    intervalMs: PRICE_CHANGES_POLL_MS,
    run: async () => {
      await applyDuePriceChanges(options.db, parisDay(now()));
    },
    log: options.log,
    name: 'price changes',
  });
}
