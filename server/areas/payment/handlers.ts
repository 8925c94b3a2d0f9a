import { NOTIFICATION_ACCEPTED } from '../../../domain/order/paymentMessages.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { idempotencyKeyOf, runIdempotent } from '../../platform/http/idempotency.ts';
import type { NotificationFields } from './notificationChecks.ts';
import { processNotification } from './processNotification.ts';
import { readPaymentState } from './paymentState.ts';
import { commandeNotFound, startPayment } from './startPayment.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

export function paymentHandlers({ db, config, outbox }: AppDependencies): HandlerMap {
  return {
    Paiement_Paiement_Create: async (request) => {
      const values = valuesOf(request, 'Requete_IdCommande');
      const idCompte = requireCallerAccount(request, commandeNotFound);
      const action = { idCompte, operation: 'Paiement_Create', key: idempotencyKeyOf(request), values };
      // A retry with the same key replays the first form: same attempt, same transaction id.
      return runIdempotent(db, action, (tx) =>
        startPayment(tx, {
          payment: config.payment,
          publicUrl: config.publicUrl,
          idCompte,
          idCommande: values.IdCommande,
          now: new Date(),
        }),
      );
    },

    Paiement_Paiement_GetEtat: async (request) => {
      const { IdCommande } = valuesOf(request, 'Requete_IdCommande');
      const etat = await readPaymentState(db, {
        idCompte: requireCallerAccount(request, commandeNotFound),
        idCommande: IdCommande,
        now: new Date(),
        onQueued: () => outbox.kick(),
      });
      if (!etat) throw commandeNotFound();
      return etat;
    },

    // Called by the provider, not the browser: the contract exempts it from the application key and the token.
    Paiement_Paiement_Notification: async (request) => {
      const fields = request.body as NotificationFields;
      const result = await processNotification(db, config.payment, fields);
      if (!result.repeated && result.queued > 0) outbox.kick();
      if (!result.repeated && result.incident) {
        request.log.error(
          { ...result, transStatus: fields.vads_trans_status, transId: fields.vads_trans_id },
          'payment incident: a success was notified for an order no longer awaiting payment; the payment is to be refunded',
        );
      } else if (!result.repeated && !result.accepted) {
        // A new status the attempt's final state cannot take (a refusal after a success, say) is kept.
        request.log.warn(
          { ...result, transStatus: fields.vads_trans_status },
          'payment notification recorded but not applied: the attempt had already ended',
        );
      }
      return { Message: NOTIFICATION_ACCEPTED };
    },
  };
}
