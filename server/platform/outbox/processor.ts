import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { commandes, evenementsSortants } from '../db/schema.ts';
import { FILE_REMOVAL_NATURE, isOutboxNature, type CommandeOutboxNature } from './natures.ts';

/** What is left to do once the effect's transaction has committed (handing a queued e-mail to SMTP, say). */
export type AfterCommit = () => Promise<void>;

/**
 * One effect, performed in the transaction that marks its row done: it commits with the mark or not at all. It must
 * use the transaction it is given (on PGlite, any other query would wait for that transaction to end).
 */
export type OutboxEffect = (tx: Transaction, idCommande: number) => Promise<AfterCommit | void>;

/** Removes a stored file by its address; removing a file already gone succeeds (a retry may follow a removal). */
export type FileRemovalEffect = (tx: Transaction, address: string) => Promise<AfterCommit | void>;

export type OutboxEffects = Readonly<Record<CommandeOutboxNature, OutboxEffect>> & {
  readonly [FILE_REMOVAL_NATURE]: FileRemovalEffect;
};

export interface OutboxLog {
  error(details: object, message: string): void;
}

export interface OutboxOptions {
  db: Database;
  effects: OutboxEffects;
  log: OutboxLog;
  now?: () => Date;
}

/** Performs the queued effects: after each commit that queued some, at start-up, and on a regular sweep. */
export interface Outbox {
  /** Processes the due rows in the background: what a handler calls after its commit. */
  kick(): void;
  /** Processes every due row, then resolves (rows committed before the call included). */
  drain(): Promise<void>;
  /** Sweeps now and then every `intervalMs`: retries, and rows another process left behind. */
  start(intervalMs?: number): void;
  /** Ends the sweep and waits for the work under way (before the database closes). */
  stop(): Promise<void>;
}

export const OUTBOX_SWEEP_INTERVAL_MS = 30_000;

const FIRST_RETRY_DELAY_MS = 30_000;
const LONGEST_RETRY_DELAY_MS = 60 * 60_000;

/** 30 s after the first failure, doubling up to an hour: a failing effect is retried for as long as it fails. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_DELAY_MS);
}

/**
 * Rows are queued at the database's time (to the microsecond) and may be taken in the same millisecond by this
 * process's clock: a row due by either clock is due.
 */
function dueBy(now: Date) {
  return sql`greatest(${now.toISOString()}::timestamptz, clock_timestamp())`;
}

type OutboxRow = typeof evenementsSortants.$inferSelect;

function perform(effects: OutboxEffects, row: OutboxRow, tx: Transaction): Promise<AfterCommit | void> {
  if (!isOutboxNature(row.nature)) throw new Error(`unknown outbox nature ${row.nature}`);
  if (row.nature === FILE_REMOVAL_NATURE) {
    if (row.fichier === null) throw new Error(`outbox row ${row.id} names no file`);
    return effects[FILE_REMOVAL_NATURE](tx, row.fichier);
  }
  if (row.idCommande === null) throw new Error(`outbox row ${row.id} names no order`);
  return effects[row.nature](tx, row.idCommande);
}

/**
 * Takes the oldest due row nobody else holds (`skip locked`: several server processes share the work), performs its
 * effect in a savepoint and marks it done; a failure rolls the effect back and schedules a retry. False when no row
 * is due.
 */
async function processNext(options: OutboxOptions, now: Date): Promise<boolean> {
  const taken = await options.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(evenementsSortants)
      .where(and(isNull(evenementsSortants.dateTraitement), lte(evenementsSortants.dateProchaineTentative, dueBy(now))))
      .orderBy(asc(evenementsSortants.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    // The effects of one order run one after the other, whichever process takes them (the invoice before the e-mail
    // that links to it); a notification of that order holds the same lock while it queues them.
    if (row.idCommande !== null) {
      await tx.select({ id: commandes.id }).from(commandes).where(eq(commandes.id, row.idCommande)).for('update');
    }
    const tentatives = row.tentatives + 1;
    try {
      const afterCommit = await tx.transaction((savepoint) => perform(options.effects, row, savepoint));
      await tx
        .update(evenementsSortants)
        .set({ dateTraitement: now, tentatives, derniereErreur: null })
        .where(eq(evenementsSortants.id, row.id));
      return { afterCommit };
    } catch (error) {
      options.log.error(
        { err: error, nature: row.nature, idCommande: row.idCommande, fichier: row.fichier },
        'outbox effect failed',
      );
      await tx
        .update(evenementsSortants)
        .set({
          tentatives,
          derniereErreur: error instanceof Error ? error.message : String(error),
          dateProchaineTentative: new Date(now.getTime() + retryDelayMs(tentatives)),
        })
        .where(eq(evenementsSortants.id, row.id));
      return {};
    }
  });
  if (!taken) return false;
  await taken.afterCommit?.();
  return true;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const drain = (): Promise<void> => {
    // A drain under way goes round once more, so it also sees the rows committed before this call.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (await processNext(options, now()));
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const kick = () => {
    drain().catch((error: unknown) => options.log.error({ err: error }, 'outbox processing failed'));
  };

  return {
    kick,
    drain,
    start(intervalMs = OUTBOX_SWEEP_INTERVAL_MS) {
      if (timer) return;
      kick();
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
