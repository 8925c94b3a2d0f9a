import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../domain/publication/moderation.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import { firstInvalidStep, validateSteps } from '../../../domain/publication/stepValidity.ts';
import type { ModerationEvent } from '../../../machines/moderation/types.ts';
import type { Transaction } from '../../platform/db/database.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import { answerMail } from './answerMail.ts';
import { findCorrections, findLastAnswer } from './fixListRepository.ts';
import { misplacedElement, refusalReasons } from './fixListRules.ts';
import { toListeCorrections } from './fixListView.ts';
import { moveModeration, type RefusalRecord } from './moveModeration.ts';
import { instantaneOf } from './publicationChanges.ts';
import { refusalOf } from './refusal.ts';
import { lockOwnPublication, ownerOf, unknownReasons } from './repository.ts';
import {
  toPublication,
  toPublicationBO,
  findOwnPublication,
  type PublicationRecord,
  moderationOf,
  NO_MODERATION,
  publicationView,
} from '../publications/public.ts';
import { onPublicationValidated, referencingOf } from '../referencing/public.ts';
import { verifyOwnPublication } from '../onix/public.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';

/** A comment made of blanks is no comment. */
function commentOrNull(commentaire: string | null | undefined): string | null {
  return commentaire?.trim() ? commentaire.trim() : null;
}

export function moderationHandlers({ db, mailer, config }: AppDependencies): HandlerMap {
  async function callerId(request: FastifyRequest): Promise<number> {
    const idCompte = callerAccountOf(request)?.id;
    if (idCompte === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
    return idCompte;
  }

  /**
   * Locks the account's publication, builds the event from it and moves the moderation, all in one
   * transaction (a refused event has written nothing). An answer's e-mail is queued in that transaction, so that
   * it is sent only for an answer that was committed; it is handed to SMTP after the commit.
   */
  async function move(
    idCompte: number,
    id: number,
    eventOf: (stored: PublicationRecord) => ModerationEvent,
    commentaire: string | null = null,
    notFound: string = PUBLICATION_MESSAGES.notFound,
    refusalRecordOf: ((stored: PublicationRecord) => RefusalRecord) | null = null,
  ): Promise<PublicationRecord> {
    const { record, idMail } = await db.transaction(async (tx) => {
      const locked = await lockOwnPublication(tx, idCompte, id);
      const before = locked && (await findOwnPublication(tx, idCompte, id));
      if (!locked || !before) throw new HttpError(404, notFound);
      const event = eventOf(before);
      const moved = await moveModeration(tx, locked, event, commentaire, refusalRecordOf?.(before) ?? null);
      if (!moved.step.accepted) throw refusalOf(locked.idEtatPublication, event);
      // Validated: its referencing awaits its payment or the next delivery, decided in the same transaction.
      if (event.type === 'moderation.accept') await onPublicationValidated(tx, id);
      const after = await findOwnPublication(tx, idCompte, id);
      if (!after) throw new HttpError(404, notFound);
      return { record: after, idMail: moved.notifyAuthor ? await queueAnswerMail(tx, after) : undefined };
    });
    if (idMail !== undefined) await mailer.deliver(idMail);
    return record;
  }

  async function queueAnswerMail(tx: Transaction, publication: PublicationRecord): Promise<number | undefined> {
    const owner = await ownerOf(tx, publication.idCompte);
    const { Moderation } = await moderationOf(tx, publication.id);
    if (!owner || !Moderation) return undefined;
    const answer = await findLastAnswer(tx, publication.id);
    const corrections = answer ? toListeCorrections(answer, await findCorrections(tx, answer.id)).Elements : [];
    return mailer.queue(
      tx,
      answerMail(
        config.publicUrl,
        { ...publication, login: owner.Login, prenom: owner.Prenom, nom: owner.Nom },
        Moderation,
        corrections,
      ),
    );
  }

  /**
   * A publication the moderation would take (a draft or a refused one, every step valid) that has a blocking point
   * of the checks before submission (Publication_Verifier) is refused with the first one's message. Other cases keep
   * the moderation's own answer (already submitted, invalid step…).
   */
  async function refuseBlockingPoint(idCompte: number, id: number): Promise<void> {
    const stored = await findOwnPublication(db, idCompte, id);
    if (!stored) return;
    const submittable = [ETAT_PUBLICATION.brouillon, ETAT_PUBLICATION.refusee] as number[];
    if (!submittable.includes(stored.idEtatPublication)) return;
    const steps = validateSteps(toPublication(stored, NO_MODERATION), validatePublicationStep);
    if (firstInvalidStep(steps) !== null) return;
    const verification = await verifyOwnPublication(db, config.dataDir, idCompte, id);
    const blocking = verification?.Points.find((point) => point.Niveau === 'bloquant');
    if (blocking) throw new HttpError(409, blocking.Message);
  }

  return {
    Publication_Publication_Submit: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const idCompte = await callerId(request);
      await refuseBlockingPoint(idCompte, Id);
      const record = await move(idCompte, Id, (stored) => ({
        type: 'moderation.submit',
        firstInvalidStep: firstInvalidStep(
          validateSteps(toPublication(stored, NO_MODERATION), validatePublicationStep),
        ),
      }));
      return publicationView(db, record);
    },

    Publication_Publication_Withdraw: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const idCompte = await callerId(request);
      const record = await move(idCompte, Id, () => ({ type: 'moderation.withdraw' }));
      return publicationView(db, record);
    },

    /**
     * The back office's answer. Refusal reasons are checked before anything is locked; the author's e-mail is
     * queued in the answer's transaction and handed to SMTP once it has committed.
     */
    BO_Publication_Publication_Moderation_Answer: async (request, reply) => {
      const values = valuesOf(request, 'Requete_BOPublicationModerationAnswer');
      const elements = values.Accepte ? [] : (values.Elements ?? []);
      const misplaced = misplacedElement(elements);
      if (misplaced) return reply.code(400).send({ Message: misplaced.Message, Errors: [misplaced] });
      const idsRaisonRefus = values.Accepte ? [] : refusalReasons(values.IdsRaisonRefus ?? [], elements);
      if ((await unknownReasons(db, idsRaisonRefus)).length > 0) {
        throw new HttpError(400, MODERATION_MESSAGES.unknownReason);
      }
      const event: ModerationEvent = values.Accepte
        ? { type: 'moderation.accept' }
        : { type: 'moderation.refuse', idsRaisonRefus };
      const owner = await ownerOf(db, values.IdPersonne);
      if (!owner) throw new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);
      const record = await move(
        values.IdPersonne,
        values.Id,
        () => event,
        commentOrNull(values.Commentaire),
        PUBLICATION_MESSAGES.notFoundForOwner,
        // The snapshot is the publication as the staff member read it, locked in the refusal's transaction.
        values.Accepte
          ? null
          : (stored) => ({ elements, instantane: instantaneOf(toPublication(stored, NO_MODERATION)) }),
      );
      return toPublicationBO(record, await moderationOf(db, values.Id), owner, await referencingOf(db, values.Id));
    },
  };
}
