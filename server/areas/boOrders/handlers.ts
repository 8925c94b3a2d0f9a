import { BO_COMMANDE_NOT_FOUND } from '../../../domain/order/boCommandeTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { pagedAnswer } from '../../platform/http/pagedAnswer.ts';
import { identityOf } from '../../platform/http/authenticate.ts';
import { invoiceSeller } from '../../platform/config/seller.ts';
import { cancelPendingPayment } from './cancelPendingPayment.ts';
import { refundPayment } from './refundPayment.ts';
import { changeCommandeState } from './changeCommandeState.ts';
import { readBoCommande } from './readCommande.ts';
import { listBoCommandes } from './repository.ts';
import { toBoCommandeListItem } from './view.ts';

const notFound = () => new HttpError(404, BO_COMMANDE_NOT_FOUND);

export function boCommandeHandlers({ db, outbox, config }: AppDependencies): HandlerMap {
  return {
    BO_Commande_Commande_GetAll_List: async (request) =>
      pagedAnswer(db, valuesOf(request, 'Requete_BOCommandeGetAllList'), listBoCommandes, toBoCommandeListItem),

    BO_Commande_Commande_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const commande = await readBoCommande(db, Id);
      if (!commande) throw notFound();
      return commande;
    },

    BO_Commande_Commande_Etat_Update: async (request) => {
      const { Id, Action } = valuesOf(request, 'Requete_BOCommandeEtatUpdate');
      const { queued, commande } = await db.transaction(async (tx) => {
        const count = await changeCommandeState(tx, Id, Action);
        return { queued: count, commande: await readBoCommande(tx, Id) };
      });
      if (queued > 0) outbox.kick();
      if (!commande) throw notFound();
      return commande;
    },

    BO_Commande_Paiement_Annuler: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const annulePar = identityOf(request).login;
      const { queued, commande } = await db.transaction(async (tx) => {
        const count = await cancelPendingPayment(tx, { payment: config.payment, idCommande: Id, annulePar });
        return { queued: count, commande: await readBoCommande(tx, Id) };
      });
      if (queued > 0) outbox.kick();
      if (!commande) throw notFound();
      return commande;
    },

    BO_Commande_Paiement_Rembourser: async (request) => {
      const { IdCommande, IdPaiement } = valuesOf(request, 'Requete_BOPaiementRembourser');
      const remboursePar = identityOf(request).login;
      const commande = await db.transaction(async (tx) => {
        await refundPayment(tx, invoiceSeller(config.seller), {
          idCommande: IdCommande,
          idPaiement: IdPaiement,
          remboursePar,
        });
        return readBoCommande(tx, IdCommande);
      });
      if (!commande) throw notFound();
      return commande;
    },
  };
}
