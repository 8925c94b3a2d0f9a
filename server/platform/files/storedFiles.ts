import { rm } from 'node:fs/promises';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { quotaRefusal } from '../../../domain/publication/uploadLimits.ts';
import type { Transaction } from '../db/database.ts';
import { comptes, fichiersStockes } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { queueFileRemovals } from '../outbox/queue.ts';
import { storedFilePath } from './files.ts';

export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
}

export interface NewStoredFile {
  adresse: string;
  octets: number;
}

export interface FileChanges {
  /** The account whose files these are (the publication's owner). */
  idCompte: number;
  added: readonly NewStoredFile[];
  /** The addresses nothing points at any more (a replaced cover, a deleted publication's files). */
  removed: readonly (string | null)[];
  /** Checked once the changes are made; none for the back office. */
  quota?: UploadQuota;
}

/**
 * Records what an account keeps, in the transaction that points at the new files and stops pointing at the old
 * ones: the new files are counted, the old ones forgotten and queued for removal from the disk. The account's row
 * is locked first, so two uploads of one account are counted one after the other. Past the quota, 409 and the
 * transaction rolls back.
 */
export async function recordFileChanges(tx: Transaction, changes: FileChanges): Promise<void> {
  await tx.select({ id: comptes.id }).from(comptes).where(eq(comptes.id, changes.idCompte)).for('update');
  const removed = changes.removed.filter((address): address is string => address !== null);
  if (removed.length > 0) {
    await tx
      .delete(fichiersStockes)
      .where(and(eq(fichiersStockes.idCompte, changes.idCompte), inArray(fichiersStockes.adresse, removed)));
  }
  await queueFileRemovals(tx, removed);
  if (changes.added.length > 0) {
    await tx.insert(fichiersStockes).values(changes.added.map((file) => ({ ...file, idCompte: changes.idCompte })));
  }
  if (changes.quota === undefined || changes.added.length === 0) return;
  const [kept] = await tx
    .select({ files: count(), bytes: sum(fichiersStockes.octets).mapWith(Number) })
    .from(fichiersStockes)
    .where(eq(fichiersStockes.idCompte, changes.idCompte));
  if ((kept?.files ?? 0) > changes.quota.maxFiles || (kept?.bytes ?? 0) > changes.quota.maxBytes) {
    throw new HttpError(409, quotaRefusal(changes.quota));
  }
}

/** Deletes files written for a change that did not commit: nothing refers to them. */
export async function discardFiles(dataDir: string, addresses: readonly string[]): Promise<void> {
  await Promise.allSettled(
    addresses.flatMap((address) => {
      const path = storedFilePath(dataDir, address);
      return path === undefined ? [] : [rm(path, { force: true })];
    }),
  );
}
