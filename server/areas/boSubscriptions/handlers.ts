import { BO_SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_ENDED } from '../../../domain/subscription/boSubscriptionTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { pagedAnswer } from '../../platform/http/pagedAnswer.ts';
import { listBoSubscriptions, readBoSubscription } from './repository.ts';
import { etatOf } from './rules.ts';
import { toAbonnementBO } from './view.ts';
import { cancelWithNotice } from '../subscriptions/public.ts';

const notFound = () => new HttpError(404, BO_SUBSCRIPTION_NOT_FOUND);

export function boSubscriptionHandlers({ db, mailer, config }: AppDependencies): HandlerMap {
  return {
    BO_Abonnement_Abonnement_GetAll_List: async (request) =>
      pagedAnswer(db, valuesOf(request, 'Requete_BOAbonnementGetAllList'), listBoSubscriptions, toAbonnementBO),

    BO_Abonnement_Abonnement_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const row = await readBoSubscription(db, Id);
      if (!row) throw notFound();
      return toAbonnementBO(row);
    },

    BO_Abonnement_Abonnement_Resilier: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const row = await readBoSubscription(db, Id);
      if (!row) throw notFound();
      const { abonnement, today } = row;
      if (etatOf(abonnement.dateFin, abonnement.dateResiliation, today) === 'termine') {
        throw new HttpError(409, SUBSCRIPTION_ENDED);
      }
      // The customer's own cancellation, on the customer's behalf: same effect, same first cancellation date.
      await cancelWithNotice({ db, mailer, publicUrl: config.publicUrl }, abonnement.idCompte, Id, 'service');
      const cancelled = await readBoSubscription(db, Id);
      if (!cancelled) throw notFound();
      return toAbonnementBO(cancelled);
    },
  };
}
