import { writeDeliveryMessage } from '../onix/public.ts';
import { markDelivered, publicationsToDeliver, referencingNotices } from '../referencing/public.ts';
import type { DeliveryDeps } from './deliveryDeps.ts';
import { insertDelivery, tryDeliveryLock, unsentWithdrawals, type Declencheur } from './repository.ts';

/** What a run of deliverNow did. */
export type DeliveryRun =
  /** Another process is preparing a delivery right now. */
  | { kind: 'busy' }
  /** Nothing to deliver (or nothing the mapping could write): no delivery was stored. */
  | { kind: 'nothing'; refused: number[] }
  | { kind: 'prepared'; idLivraison: number; publications: number; withdrawals: number; refused: number[] };

/**
 * Prepares a delivery, in one transaction that holds the delivery lock: the publications awaiting transmission and
 * the withdrawals no delivery carried yet, written as one ONIX message and stored with its products; the publications
 * are then « transmise ». Nothing is sent here: the upload follows the commit. Publications the mapping refuses stay
 * awaiting transmission (with their ids in `refused`) until they can be written.
 */
export async function deliverNow(deps: DeliveryDeps, declencheur: Declencheur): Promise<DeliveryRun> {
  const notices = referencingNotices(deps.mailer, deps.publicUrl);
  const run = await deps.db.transaction(async (tx): Promise<DeliveryRun> => {
    if (!(await tryDeliveryLock(tx))) return { kind: 'busy' };
    const now = deps.now();
    const idPublications = await publicationsToDeliver(tx);
    const withdrawals = await unsentWithdrawals(tx);
    if (idPublications.length === 0 && withdrawals.length === 0) return { kind: 'nothing', refused: [] };
    const message = await writeDeliveryMessage(
      tx,
      { idPublications, withdrawals },
      { release: deps.catalogue.onixRelease, publicUrl: deps.publicUrl, sender: deps.sender, now },
    );
    const refused = message.refused.map((r) => r.IdPublication);
    if (message.products.length === 0) return { kind: 'nothing', refused };
    const idLivraison = await insertDelivery(tx, {
      declencheur,
      versionOnix: deps.catalogue.onixRelease,
      fichier: message.xml,
      products: message.products,
      now,
    });
    const delivered = message.products.flatMap((p) => (p.IdPublication === null ? [] : [p.IdPublication]));
    await markDelivered(tx, delivered, idLivraison, notices);
    return {
      kind: 'prepared',
      idLivraison,
      publications: delivered.length,
      withdrawals: message.products.length - delivered.length,
      refused,
    };
  });
  // The authors learn their publication is « Transmise » once the delivery is stored for good.
  await notices.deliver();
  return run;
}
