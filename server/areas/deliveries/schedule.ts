import { fetchAcknowledgements } from './acknowledgements.ts';
import { deliverNow } from './deliverNow.ts';
import type { DeliveryDeps } from './deliveryDeps.ts';
import { plannedDeliverySince } from './repository.ts';
import { scheduledSlot } from './rules.ts';
import { sendDueDeliveries } from './sending.ts';

/**
 * One round of the catalogue's schedule: when the schedule's latest slot has passed with no scheduled delivery
 * since, a delivery is prepared (once per slot in this process: a slot with nothing to deliver stores no row); then
 * the due deliveries are uploaded and the acknowledgements ready are applied. Processes sharing the database share
 * the work through the delivery lock and the leases.
 */
export function scheduledRound(deps: DeliveryDeps): () => Promise<void> {
  let handledSlot: number | undefined;
  return async () => {
    const slot = scheduledSlot(deps.catalogue.schedule, deps.now());
    if (slot !== null && slot.getTime() !== handledSlot) {
      const due = !(await plannedDeliverySince(deps.db, slot));
      const run = due ? await deliverNow(deps, 'planification') : undefined;
      if (run?.kind !== 'busy') handledSlot = slot.getTime();
    }
    await sendDueDeliveries(deps);
    await fetchAcknowledgements(deps);
  };
}
