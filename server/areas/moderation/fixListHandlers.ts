import { FIX_LIST_TEXTS } from '../../../domain/publication/fixList.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { isEditableByAuthor, moderationStateOfEtatPublication } from '../../../domain/publication/moderation.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { fieldRefusal, HttpError } from '../../platform/http/httpError.ts';
import { findOwnPublication, NO_MODERATION, toPublication } from '../publications/public.ts';
import {
  changeLabels,
  findCorrection,
  findCorrections,
  findLastAnswer,
  findLastRefusal,
  setCorrectionState,
} from './fixListRepository.ts';
import { toCorrection, toListeCorrections } from './fixListView.ts';
import { publicationChanges, snapshotOf, type PublicationSnapshot } from './publicationChanges.ts';
import { lockOwnPublication } from './repository.ts';

/** The fix list of a refusal, for the author, and what changed since, for staff. */
export function fixListHandlers({ db }: AppDependencies): HandlerMap {
  const notFound = () => new HttpError(404, PUBLICATION_MESSAGES.notFound);

  async function listOf(idPublication: number) {
    const answer = await findLastAnswer(db, idPublication);
    const rows = answer?.nature === 'refus' ? await findCorrections(db, answer.id) : [];
    return toListeCorrections(answer, rows);
  }

  return {
    Publication_Publication_Corrections: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const publication = await findOwnPublication(db, requireCallerAccount(request, notFound), Id);
      if (!publication) throw notFound();
      return listOf(Id);
    },

    /**
     * Marks an item done, answers it or puts it back to do, while the publication is editable (refused, or a draft
     * again) and the item belongs to its last refusal.
     */
    Publication_Publication_Correction_Traiter: async (request, reply) => {
      const { Id, IdCorrection, Etat, Reponse } = valuesOf(request, 'Requete_CorrectionTraiter');
      const idCompte = requireCallerAccount(request, notFound);
      const reponse = Reponse?.trim() ? Reponse.trim() : null;
      if (Etat === 'repondue' && reponse === null) {
        return reply.code(400).send({ ...fieldRefusal('/Reponse', FIX_LIST_TEXTS.answerRequired) });
      }
      await db.transaction(async (tx) => {
        const locked = await lockOwnPublication(tx, idCompte, Id);
        if (!locked) throw notFound();
        const correction = await findCorrection(tx, Id, IdCorrection);
        if (!correction) throw new HttpError(404, FIX_LIST_TEXTS.unknownCorrection);
        if (!isEditableByAuthor(moderationStateOfEtatPublication(locked.idEtatPublication))) {
          throw new HttpError(409, FIX_LIST_TEXTS.notEditable);
        }
        const answer = await findLastAnswer(tx, Id);
        if (answer?.nature !== 'refus' || answer.id !== correction.idModeration) {
          throw new HttpError(409, FIX_LIST_TEXTS.notOfLastRefusal);
        }
        await setCorrectionState(
          tx,
          IdCorrection,
          Etat,
          Etat === 'repondue' ? reponse : null,
          Etat === 'a_faire' ? null : new Date(),
        );
      });
      return listOf(Id);
    },

    /** What changed since the last refusal, field by field in French, with the items and the author's answers. */
    BO_Publication_Publication_Modifications: async (request) => {
      const { Id, IdPersonne } = valuesOf(request, 'Requete_BOPublicationGet');
      const publication = await findOwnPublication(db, IdPersonne, Id);
      if (!publication) throw new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);
      const refusal = await findLastRefusal(db, Id);
      if (!refusal) return { DateRefus: null, Corrections: [], Champs: [] };
      const [rows, labels] = await Promise.all([findCorrections(db, refusal.id), changeLabels(db)]);
      const before = refusal.instantane as PublicationSnapshot | null;
      const after = snapshotOf(toPublication(publication, NO_MODERATION));
      return {
        DateRefus: refusal.date.toISOString(),
        Corrections: rows.map(toCorrection),
        Champs: before ? publicationChanges(before, after, labels) : [],
      };
    },
  };
}
