import type { Transaction } from '../db/database.ts';
import { evenementsSortants } from '../db/schema.ts';
import { FILE_REMOVAL_NATURE, type CommandeOutboxNature } from './natures.ts';

/**
 * Queues effects of an order in the transaction that decided them: they are performed after it commits, and never
 * twice (one row per nature and order). Returns how many were new.
 */
export async function queueOutboxEvents(
  tx: Transaction,
  idCommande: number,
  natures: readonly CommandeOutboxNature[],
): Promise<number> {
  if (natures.length === 0) return 0;
  const inserted = await tx
    .insert(evenementsSortants)
    .values(natures.map((nature) => ({ nature, idCommande })))
    .onConflictDoNothing()
    .returning({ id: evenementsSortants.id });
  return inserted.length;
}

/**
 * Queues the removal of stored files from the disk, in the transaction that stops pointing at them: they go once
 * it commits, and stay if it rolls back. Addresses that are not the portal's own files are removed by nobody.
 */
export async function queueFileRemovals(tx: Transaction, addresses: readonly (string | null)[]): Promise<void> {
  const files = addresses.filter((address): address is string => address !== null);
  if (files.length === 0) return;
  await tx.insert(evenementsSortants).values(files.map((fichier) => ({ nature: FILE_REMOVAL_NATURE, fichier })));
}
