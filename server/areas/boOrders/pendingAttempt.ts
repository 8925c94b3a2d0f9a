import type { components } from '../../../openapi/generated/schema.d.ts';
import { pendingAttemptValidUntil } from '../../../domain/order/pendingPayment.ts';
import { selectAttemptState } from '../../../machines/payment/selectors.ts';
import type { StateValue } from 'xstate';
import type { Queryable } from '../../platform/db/database.ts';
import type { paiements } from '../../platform/db/schema.ts';
import { latestPendingNotice, attemptSnapshotOf } from '../payment/public.ts';

/**
 * The order's last attempt when it awaits the bank's decision, with what staff need to follow it at the provider;
 * null otherwise. `payments` are the order's attempts, oldest first.
 */
export async function pendingAttemptOf(
  db: Queryable,
  payments: readonly (typeof paiements.$inferSelect)[],
): Promise<components['schemas']['PaiementEnAttenteBO'] | null> {
  const last = payments.at(-1);
  if (!last || selectAttemptState(attemptSnapshotOf(last.etatMachine as StateValue)) !== 'pending') return null;
  const notice = await latestPendingNotice(db, last.id);
  return {
    IdPaiement: last.id,
    DateCreation: last.dateCreation.toISOString(),
    DateNotification: (notice?.dateReception ?? last.dateNotification)?.toISOString() ?? null,
    MontantCentimes: last.montantCentimes,
    ReferenceTransaction: notice?.uuid ?? null,
    NumeroTransaction: last.transId,
    StatutPrestataire: notice?.transStatus ?? '',
    ValableJusquAu: pendingAttemptValidUntil(last.dateCreation).toISOString(),
  };
}
