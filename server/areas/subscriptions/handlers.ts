import type { components } from '../../../openapi/generated/schema.d.ts';
import { SUBSCRIPTION_NOT_FOUND } from '../../../domain/subscription/subscriptionRefusals.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { cancelWithNotice } from './cancelWithNotice.ts';
import { findSubscriptions, type SubscriptionRow } from './repository.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';

function toAbonnement({ abonnement, libelle, idCommande, numeroCommande }: SubscriptionRow, today: string) {
  return {
    Id: abonnement.id,
    IdProduit: abonnement.idProduit,
    Libelle: libelle ?? '',
    IdCommande: idCommande,
    NumeroCommande: numeroCommande ?? '',
    DateDebut: abonnement.dateDebut,
    DateFin: abonnement.dateFin,
    Renouvellement: abonnement.renouvellement,
    DateResiliation: abonnement.dateResiliation?.toISOString() ?? null,
    Actif: abonnement.dateDebut <= today && today <= abonnement.dateFin,
  } satisfies components['schemas']['Abonnement'];
}

export function subscriptionHandlers({ db, mailer, config }: AppDependencies): HandlerMap {
  const notFound = () => new HttpError(404, SUBSCRIPTION_NOT_FOUND);
  return {
    Abonnement_Abonnement_GetAll: async (request) => {
      const rows = await findSubscriptions(db, requireCallerAccount(request, notFound));
      const today = parisToday();
      return rows.map((row) => toAbonnement(row, today));
    },

    Abonnement_Abonnement_Resilier: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const idCompte = requireCallerAccount(request, notFound);
      await cancelWithNotice({ db, mailer, publicUrl: config.publicUrl }, idCompte, Id, 'client');
      const [row] = await findSubscriptions(db, idCompte, Id);
      if (!row) throw notFound();
      return toAbonnement(row, parisToday());
    },
  };
}
