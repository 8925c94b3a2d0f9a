import type { DeliveryDeps } from './deliveryDeps.ts';
import { claimDueDelivery, recordUploaded, recordUploadFailure } from './repository.ts';
import { retryDelayMs } from './rules.ts';

/** How long a process holds a delivery it is uploading: longer than an upload may take (intakeClient's timeout). */
export const UPLOAD_LEASE_MS = 5 * 60_000;

export type UploadOutcome = { id: number; sent: true } | { id: number; sent: false; error: string };

/**
 * Uploads one due delivery (or the given one when it is due), leased first so that no other process uploads it at
 * the same time; undefined when none is due. A failure is counted and retried later with a doubling delay, until
 * the catalogue's maximum of attempts makes it « echec ». The intake's idempotency key is the delivery's number, so
 * an upload repeated after a lost answer is never recorded twice.
 */
export async function sendDueDelivery(deps: DeliveryDeps, id?: number): Promise<UploadOutcome | undefined> {
  const now = deps.now();
  const claimed = await claimDueDelivery(deps.db, now, new Date(now.getTime() + UPLOAD_LEASE_MS), id);
  if (!claimed) return undefined;
  const result = await deps.intake.upload(claimed.id, claimed.fichier);
  const after = deps.now();
  if ('idDepot' in result) {
    await recordUploaded(deps.db, claimed.id, result.idDepot, after);
    return { id: claimed.id, sent: true };
  }
  const tentatives = claimed.tentatives + 1;
  const nextAttempt =
    tentatives >= deps.catalogue.maxAttempts
      ? null
      : new Date(after.getTime() + retryDelayMs(deps.catalogue.retryBaseMs, tentatives));
  await recordUploadFailure(deps.db, claimed.id, { tentatives, erreur: result.error, nextAttempt });
  return { id: claimed.id, sent: false, error: result.error };
}

/** Uploads every due delivery, one after the other. */
export async function sendDueDeliveries(deps: DeliveryDeps): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  const seen = new Set<number>();
  for (let outcome = await sendDueDelivery(deps); outcome; outcome = await sendDueDelivery(deps)) {
    outcomes.push(outcome);
    // A delivery failing with a zero delay would be due again at once: one attempt per sweep.
    if (seen.has(outcome.id)) break;
    seen.add(outcome.id);
  }
  return outcomes;
}
