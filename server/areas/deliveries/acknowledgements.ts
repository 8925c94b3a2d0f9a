import { applyAcknowledgement, referencingNotices } from '../referencing/public.ts';
import type { DeliveryDeps } from './deliveryDeps.ts';
import {
  deliveriesAwaitingAcknowledgement,
  deliveryProducts,
  lockAwaitingDelivery,
  markAcknowledged,
  storeProductOutcome,
} from './repository.ts';
import { readAcknowledgement, type Acknowledgement } from './rules.ts';

/**
 * Applies an acknowledgement in one transaction: each product's status and messages, each publication's referencing,
 * and the delivery « acquittee ». False when another process applied it first.
 */
export async function applyDeliveryAcknowledgement(
  deps: DeliveryDeps,
  idLivraison: number,
  ack: Acknowledgement,
): Promise<boolean> {
  const notices = referencingNotices(deps.mailer, deps.publicUrl);
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await lockAwaitingDelivery(tx, idLivraison))) return false;
    const products = await deliveryProducts(tx, idLivraison);
    const reading = readAcknowledgement(
      ack,
      products.map((p) => p.reference),
    );
    for (const product of products) {
      const outcome = reading.products.get(product.reference)!;
      await storeProductOutcome(tx, idLivraison, product.reference, outcome);
      if (product.idPublication !== null && product.notification === '03') {
        await applyAcknowledgement(tx, product.idPublication, outcome, notices);
      }
    }
    await markAcknowledged(tx, idLivraison, deps.now(), reading.fileMessages);
    return true;
  });
  await notices.deliver();
  return applied;
}

/** Asks the intake for the acknowledgement of every delivery it received, and applies those that are ready. */
export async function fetchAcknowledgements(deps: DeliveryDeps): Promise<number[]> {
  const applied: number[] = [];
  for (const delivery of await deliveriesAwaitingAcknowledgement(deps.db)) {
    const answer = await deps.intake.acknowledgement(delivery.idDepot);
    if ('error' in answer) {
      deps.log.error({ idLivraison: delivery.id, error: answer.error }, 'catalogue acknowledgement unreadable');
      continue;
    }
    if ('pending' in answer) continue;
    if (await applyDeliveryAcknowledgement(deps, delivery.id, answer.ack)) applied.push(delivery.id);
  }
  return applied;
}
