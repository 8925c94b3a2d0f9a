import type { components } from '../../../openapi/generated/schema.d.ts';
import { etatPresence } from '../../../domain/order/trainingAttendance.ts';
import { TRAINING_TEXTS } from '../../../domain/order/trainingTexts.ts';
import { BO_COMMANDE_NOT_FOUND } from '../../../domain/order/boCommandeTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { fieldRefusal, HttpError } from '../../platform/http/httpError.ts';
import {
  commandeExists,
  findAttendees,
  findBookedTrainings,
  findCommandeTrainingLines,
  type BookedTrainingRow,
} from './repository.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import { toSessionFormation } from '../basket/public.ts';
import { AttendeesRefused, readAttendees, saveAttendees, toParticipant } from './attendees.ts';

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

export function trainingHandlers({ db, mailer }: AppDependencies): HandlerMap {
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

    Formation_Participants_Get: async (request) => {
      const { Id, IdCommandeProduit } = valuesOf(request, 'Requete_FormationGet');
      const idCompte = requireCallerAccount(request, notFound);
      const attendees = await readAttendees(db, { idCompte, idProduit: Id, idCommandeProduit: IdCommandeProduit });
      if (!attendees) throw notFound();
      return attendees;
    },

    Formation_Participants_Update: async (request, reply) => {
      const { Id, IdCommandeProduit, Participants } = valuesOf(request, 'Requete_ParticipantsUpdate');
      const idCompte = requireCallerAccount(request, notFound);
      try {
        const saved = await saveAttendees(
          { db, mailer },
          { idCompte, idProduit: Id, idCommandeProduit: IdCommandeProduit },
          Participants,
        );
        if (!saved) throw notFound();
        return { Formation: saved.formation, ConvocationsEnvoyees: saved.convocations };
      } catch (error) {
        if (error instanceof AttendeesRefused)
          return reply.code(400).send(fieldRefusal('/Participants', error.message));
        throw error;
      }
    },

    BO_Commande_Participants_GetAll: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      if (!(await commandeExists(db, Id))) throw new HttpError(404, BO_COMMANDE_NOT_FOUND);
      const lines = await findCommandeTrainingLines(db, Id);
      const attendees = await findAttendees(
        db,
        lines.map((line) => line.idCommandeProduit),
      );
      return lines.map((line) => ({
        IdCommandeProduit: line.idCommandeProduit,
        Libelle: line.libelle ?? '',
        Session: toSessionFormation(line.session),
        Places: line.places,
        Participants: attendees
          .filter((attendee) => attendee.idCommandeProduit === line.idCommandeProduit)
          .map(toParticipant),
      }));
    },
  };
}
