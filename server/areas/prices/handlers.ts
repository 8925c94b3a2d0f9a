import type { FastifyRequest } from 'fastify';
import { minimumEffectiveDay, PRICE_MESSAGES } from '../../../domain/publication/priceChange.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { parisToday } from '../../../domain/parisDay.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import type { Queryable } from '../../platform/db/database.ts';
import {
  cancelPendingChange,
  findOwnPricedPublication,
  hasChange,
  insertPendingChange,
  lockOwnPricedPublication,
  priceChangesOf,
  type PricedPublication,
} from './repository.ts';
import { judgeSchedule, toCentimes } from './rules.ts';
import { toPrixPublication, type PrixPublication } from './view.ts';

const notFound = () => new HttpError(404, PUBLICATION_MESSAGES.notFound);

function callerOf(request: FastifyRequest): number {
  const idCompte = callerAccountOf(request)?.id;
  if (idCompte === undefined) throw notFound();
  return idCompte;
}

export function priceHandlers({ db, config }: AppDependencies): HandlerMap {
  const minimumToday = () => minimumEffectiveDay(parisToday(), config.priceNoticeMonths);

  async function view(queryable: Queryable, publication: PricedPublication): Promise<PrixPublication> {
    return toPrixPublication(publication, await priceChangesOf(queryable, publication.id), minimumToday());
  }

  async function ownPublication(idCompte: number, id: number): Promise<PricedPublication> {
    const publication = await findOwnPricedPublication(db, idCompte, id);
    if (!publication) throw notFound();
    return publication;
  }

  return {
    /** The price in force, the pending change, the first day a new price may take and the history. */
    Publication_Publication_Prix_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      return view(db, await ownPublication(callerOf(request), Id));
    },

    /**
     * Schedules a new price, the publication locked meanwhile: 409 unless validated or with a change already
     * pending, 400 at the field for a day before the notice allows or the price in force.
     */
    Publication_Publication_Prix_Programmer: async (request, reply) => {
      const { Id, PrixTTC, DateEffet } = valuesOf(request, 'Requete_PrixProgrammer');
      const idCompte = callerOf(request);
      const refused = await db.transaction(async (tx) => {
        const publication = await lockOwnPricedPublication(tx, idCompte, Id);
        if (!publication) throw notFound();
        const verdict = judgeSchedule({
          publication,
          today: parisToday(),
          noticeMonths: config.priceNoticeMonths,
          prixTtcCentimes: toCentimes(PrixTTC),
          dateEffet: DateEffet,
        });
        if (verdict.kind === 'conflict') throw new HttpError(409, verdict.message);
        if (verdict.kind === 'refused') return verdict.errors;
        // The publication's row is locked: no other call can add a pending change between this look and the insert.
        if ((await priceChangesOf(tx, Id)).some((row) => row.etat === 'prevu')) {
          throw new HttpError(409, PRICE_MESSAGES.alreadyPending);
        }
        await insertPendingChange(tx, Id, toCentimes(PrixTTC), DateEffet);
        return null;
      });
      if (refused) return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: refused });
      return view(db, await ownPublication(idCompte, Id));
    },

    /** Cancels the pending change: 409 once it has applied or was cancelled, 404 for an unknown one. */
    Publication_Publication_Prix_Annuler: async (request) => {
      const { Id, IdChangement } = valuesOf(request, 'Requete_PrixAnnuler');
      const publication = await ownPublication(callerOf(request), Id);
      const cancelled = await db.transaction((tx) => cancelPendingChange(tx, Id, IdChangement));
      if (!cancelled) {
        if (await hasChange(db, Id, IdChangement)) throw new HttpError(409, PRICE_MESSAGES.notPending);
        throw new HttpError(404, PRICE_MESSAGES.changeNotFound);
      }
      return view(db, publication);
    },
  };
}
