import type { Transaction } from '../db/database.ts';
import { evenementsSortants } from '../db/schema.ts';
import type { OutboxNature } from './natures.ts';

/**
 * Queues effects of an order in the transaction that decided them: they are performed after it commits, and never
 * twice (one row per nature and order). Returns how many were new.
 */
export async function queueOutboxEvents(
  tx: Transaction,
  idCommande: number,
  natures: readonly OutboxNature[],
): Promise<number> {
  if (natures.length === 0) return 0;
  const inserted = await tx
    .insert(evenementsSortants)
    .values(natures.map((nature) => ({ nature, idCommande })))
    .onConflictDoNothing()
    .returning({ id: evenementsSortants.id });
  return inserted.length;
}
