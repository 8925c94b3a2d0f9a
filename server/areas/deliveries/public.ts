// What the other areas (and the wiring) may use of this one: they import it from here, never from its other files.
import { createTicker, type Ticker } from '../../platform/ticker/ticker.ts';
import { deliveryDeps, type DeliveryDepsOptions } from './deliveryDeps.ts';
import { scheduledRound } from './schedule.ts';

export { recordWithdrawals } from './withdrawals.ts';

/** The catalogue's schedule, run every CATALOGUE_POLL_SECONDS: scheduled deliveries, uploads and retries, acks. */
export function catalogueDeliveryTicker(options: DeliveryDepsOptions): Ticker {
  const deps = deliveryDeps(options);
  return createTicker({
    intervalMs: deps.catalogue.pollMs,
    run: scheduledRound(deps),
    log: deps.log,
    name: 'catalogue deliveries',
  });
}
