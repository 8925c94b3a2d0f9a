import type { components } from '../../../openapi/generated/schema.d.ts';
import { etatPresence } from '../../../domain/order/trainingAttendance.ts';
import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { findBookedTrainings, type BookedTrainingRow } from './repository.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import { toSessionFormation } from '../basket/public.ts';

type FormationReservee = components['schemas']['FormationReservee'];

function toFormationReservee({ ligne, commande, session }: BookedTrainingRow, today: string): FormationReservee {
  return {
    IdProduit: ligne.idProduit,
    IdCommandeProduit: ligne.id,
    IdCommande: commande.id,
    NumeroCommande: commande.numero ?? '',
    Libelle: ligne.libelle ?? '',
    Quantite: ligne.quantite,
    Session: toSessionFormation(session),
    Lien: session.lien,
    Documents: session.documents as FormationReservee['Documents'],
    EtatPresence: etatPresence({ ...session, presence: ligne.presence }, today),
  };
}

export function trainingHandlers({ db }: AppDependencies): HandlerMap {
  const notFound = () => new HttpError(404, TRAINING_TEXTS.notFound.message);
  return {
    Formation_Formation_GetAll: async (request) => {
      const rows = await findBookedTrainings(db, requireCallerAccount(request, notFound));
      const today = parisToday();
      return rows.map((row) => toFormationReservee(row, today));
    },

    Formation_Formation_Get: async (request) => {
      const { Id, IdCommandeProduit } = valuesOf(request, 'Requete_FormationGet');
      const idCompte = requireCallerAccount(request, notFound);
      const [row] = await findBookedTrainings(db, idCompte, { idProduit: Id, idCommandeProduit: IdCommandeProduit });
      if (!row) throw notFound();
      return toFormationReservee(row, parisToday());
    },
  };
}
