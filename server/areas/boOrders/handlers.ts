import { BO_ORDER_NOT_FOUND } from '../../../domain/order/boOrderTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { pagedAnswer } from '../../platform/http/pagedAnswer.ts';
import { identityOf } from '../../platform/http/authenticate.ts';
import { invoiceSeller } from '../../platform/config/seller.ts';
import { cancelPendingPayment } from './cancelPendingPayment.ts';
import { refundPayment } from './refundPayment.ts';
import { changeOrderState } from './changeOrderState.ts';
import { readBoOrder } from './readOrder.ts';
import { listBoOrders } from './repository.ts';
import { toBoOrderListItem } from './view.ts';

const notFound = () => new HttpError(404, BO_ORDER_NOT_FOUND);

export function boOrderHandlers({ db, outbox, config }: AppDependencies): HandlerMap {
  return {
    BO_Commande_Commande_GetAll_List: async (request) =>
      pagedAnswer(db, valuesOf(request, 'Requete_BOCommandeGetAllList'), listBoOrders, toBoOrderListItem),

    BO_Commande_Commande_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const order = await readBoOrder(db, Id);
      if (!order) throw notFound();
      return order;
    },

    BO_Commande_Commande_Etat_Update: async (request) => {
      const { Id, Action } = valuesOf(request, 'Requete_BOCommandeEtatUpdate');
      const { queued, order } = await db.transaction(async (tx) => {
        const count = await changeOrderState(tx, Id, Action);
        return { queued: count, order: await readBoOrder(tx, Id) };
      });
      if (queued > 0) outbox.kick();
      if (!order) throw notFound();
      return order;
    },

    BO_Commande_Paiement_Annuler: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const annulePar = identityOf(request).login;
      const { queued, order } = await db.transaction(async (tx) => {
        const count = await cancelPendingPayment(tx, { payment: config.payment, idCommande: Id, annulePar });
        return { queued: count, order: await readBoOrder(tx, Id) };
      });
      if (queued > 0) outbox.kick();
      if (!order) throw notFound();
      return order;
    },

    BO_Commande_Paiement_Rembourser: async (request) => {
      const { IdCommande, IdPaiement } = valuesOf(request, 'Requete_BOPaiementRembourser');
      const remboursePar = identityOf(request).login;
      const order = await db.transaction(async (tx) => {
        await refundPayment(tx, invoiceSeller(config.seller), {
          idCommande: IdCommande,
          idPaiement: IdPaiement,
          remboursePar,
        });
        return readBoOrder(tx, IdCommande);
      });
      if (!order) throw notFound();
      return order;
    },
  };
}
