import type { components } from '../../../openapi/generated/schema.d.ts';
import type { paiements } from '../../platform/db/schema.ts';

/** The order's payments « à rembourser »: a success notified when it no longer awaited payment, not yet refunded. */
export function paymentsToRefundOf(
  payments: readonly (typeof paiements.$inferSelect)[],
): components['schemas']['PaiementARembourserBO'][] {
  return payments.flatMap((payment) =>
    payment.dateIncident && !payment.dateRemboursement
      ? [
          {
            IdPaiement: payment.id,
            MontantCentimes: payment.montantCentimes,
            DateIncident: payment.dateIncident.toISOString(),
            NumeroTransaction: payment.transId,
          },
        ]
      : [],
  );
}
