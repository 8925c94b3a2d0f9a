import type { Database } from '../../platform/db/database.ts';
import { onPublicationChangedByStaff } from '../referencing/public.ts';
import { applyChange, claimDueChange, dueChanges } from './repository.ts';

/**
 * Applies the pending changes due on `today` (a Paris day) or before, one transaction each: the publication takes
 * the new price and its last change moves, and a referenced one awaits the next delivery to the catalogue again.
 * A change another process is applying (its row locked) or has applied is skipped, so running it again, or in
 * several processes at once, applies each change once. Returns how many this run applied.
 */
export async function applyDuePriceChanges(db: Database, today: string): Promise<number> {
  let applied = 0;
  for (const id of await dueChanges(db, today)) {
    const done = await db.transaction(async (tx) => {
      const change = await claimDueChange(tx, id, today);
      if (!change) return false;
      await applyChange(tx, change);
      // The catalogue must receive the new price: the same path as a change staff make to a referenced publication.
      await onPublicationChangedByStaff(tx, change.idPublication);
      return true;
    });
    if (done) applied += 1;
  }
  return applied;
}
