import type { FastifyRequest } from 'fastify';
import { ORDER_TEXTS } from '../../domain/order/orderTexts.ts';
import { NOTIFICATION_ACCEPTED } from '../../domain/order/paymentMessages.ts';
import { accountIdOf } from '../basket/repository.ts';
import type { Database } from '../db/database.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../http/dependencies.ts';
import { HttpError } from '../http/httpError.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';
import type { NotificationFields } from './notificationChecks.ts';
import { processNotification } from './processNotification.ts';
import { readPaymentState } from './paymentState.ts';
import { startPayment } from './startPayment.ts';

function orderNotFound(): HttpError {
  return new HttpError(404, ORDER_TEXTS.notFound.message);
}

/** The caller's account: the token's, never one named in the body. */
async function callerAccount(db: Database, request: FastifyRequest): Promise<number> {
  const idCompte = await accountIdOf(db, normalizeLogin(identityOf(request).login));
  if (idCompte === undefined) throw orderNotFound();
  return idCompte;
}

export function paymentHandlers({ db, config, outbox }: AppDependencies): HandlerMap {
  return {
    Paiement_Paiement_Create: async (request) => {
      const { IdCommande } = valuesOf(request, 'Requete_IdCommande');
      const idCompte = await callerAccount(db, request);
      const formulaire = await startPayment(db, {
        payment: config.payment,
        publicUrl: config.publicUrl,
        idCompte,
        idCommande: IdCommande,
        now: new Date(),
      });
      if (!formulaire) throw orderNotFound();
      return formulaire;
    },

    Paiement_Paiement_GetEtat: async (request) => {
      const { IdCommande } = valuesOf(request, 'Requete_IdCommande');
      const etat = await readPaymentState(db, {
        idCompte: await callerAccount(db, request),
        idCommande: IdCommande,
        now: new Date(),
        onQueued: () => outbox.kick(),
      });
      if (!etat) throw orderNotFound();
      return etat;
    },

    // Called by the provider, not the browser: the contract exempts it from the application key and the token.
    Paiement_Paiement_Notification: async (request) => {
      const fields = request.body as NotificationFields;
      const result = await processNotification(db, config.payment, fields);
      if (!result.repeated && result.queued > 0) outbox.kick();
      // A new status the attempt's final state cannot take (a success after an expiry, say) is kept, and needs a person.
      if (!result.repeated && !result.accepted) {
        request.log.warn(
          { ...result, transStatus: fields.vads_trans_status },
          'payment notification recorded but not applied: the attempt had already ended',
        );
      }
      return { Message: NOTIFICATION_ACCEPTED };
    },
  };
}
