import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEan } from '../../../domain/ean.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { ETATS_PUBLICATION_EDITABLE_BY_AUTHOR } from '../../../domain/publication/moderation.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import { callerAccountOf, identityOf } from '../../platform/http/authenticate.ts';
import { normalizeLogin } from '../../platform/identity/directory.ts';
import { assertEditableByAuthor } from './editLock.ts';
import { moderationsOf, NO_MODERATION } from './moderationHistory.ts';
import { publicationView } from './publicationView.ts';
import { referencingsOf } from '../referencing/public.ts';
import { etape5Of, judgeCovers, saveCovers, uploadIds, type UploadBody } from './coverUpload.ts';
import { newPublicationColumns, toColumns, toResume, toResumeAuteur, type Publication } from './mapping.ts';
import { contractMarque } from './marqueFields.ts';
import { marqueMiseAJourMail } from './marqueMail.ts';
import { findMarque, insertMarqueMiseAJour, marquesOfEan, typeVoieLibelle } from './marqueRepository.ts';
import {
  deletePublication,
  findOwnPublication,
  hasEan,
  insertPublication,
  isOrdered,
  listPublicationsOf,
  pagePublicationsOf,
  updatePublication,
} from './repository.ts';
import { refusedOnSave } from './rules.ts';
import { withReferencesChecked } from './referenceChecks.ts';
import { FILE_UPLOAD_RATE } from '../../../domain/publication/uploadLimits.ts';
import { MARQUE_UPDATE_RATE } from '../../../domain/publication/marqueUpdateRate.ts';
import { perAccountRateLimit } from '../../platform/http/perAccountRateLimit.ts';

export function publicationHandlers({ db, mailer, config, outbox }: AppDependencies): HandlerMap {
  async function callerId(request: FastifyRequest): Promise<number | undefined> {
    return callerAccountOf(request)?.id;
  }

  async function ownOrNotFound(request: FastifyRequest, id: number) {
    const idCompte = await callerId(request);
    const stored = idCompte === undefined ? undefined : await findOwnPublication(db, idCompte, id);
    if (idCompte === undefined || stored === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
    return { idCompte, stored };
  }

  async function reloaded(idCompte: number, id: number): Promise<Publication> {
    const row = await findOwnPublication(db, idCompte, id);
    if (!row) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
    return publicationView(db, row);
  }

  /** The author's own publication, which they may still change (not while moderated). */
  async function ownEditable(request: FastifyRequest, id: number) {
    const own = await ownOrNotFound(request, id);
    assertEditableByAuthor(own.stored.idEtatPublication);
    return own;
  }

  /**
   * Why a write limited to the states the author may change found no row: the publication was submitted (or
   * deleted) since it was read.
   */
  async function notWritten(idCompte: number, id: number): Promise<never> {
    const row = await findOwnPublication(db, idCompte, id);
    if (row) assertEditableByAuthor(row.idEtatPublication);
    throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
  }

  /** Update and UpdateLibre: the same saving, with or without the rules of the steps filled in. */
  async function save(request: FastifyRequest, reply: FastifyReply, judgeSteps: boolean) {
    const values = valuesOf(request, 'Requete_PublicationUpdate');
    const { idCompte, stored } = await ownEditable(request, values.Id);
    const errors = refusedOnSave(stored, values, judgeSteps);
    if (errors.length > 0) return reply.code(400).send({ Message: PUBLICATION_MESSAGES.stepRefused, Errors: errors });
    const columns = toColumns(values);
    if (columns.ean !== undefined && (await hasEan(db, idCompte, columns.ean, values.Id))) {
      throw new HttpError(409, PUBLICATION_MESSAGES.eanTaken);
    }
    const written = await withReferencesChecked(reply, () =>
      updatePublication(db, idCompte, values.Id, columns, ETATS_PUBLICATION_EDITABLE_BY_AUTHOR),
    );
    if (written === false) return notWritten(idCompte, values.Id);
    if (written !== true) return written;
    return reloaded(idCompte, values.Id);
  }

  return {
    Publication_Publication_GetAll: async (request) => {
      const idCompte = await callerId(request);
      if (idCompte === undefined) return [];
      return (await listPublicationsOf(db, idCompte)).map(toResume);
    },

    Publication_Publication_GetAll_List: async (request) => {
      const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = valuesOf(
        request,
        'Requete_Pagination',
      );
      const idCompte = await callerId(request);
      if (idCompte === undefined) return { Total: 0, Items: [] };
      const page = await pagePublicationsOf(db, idCompte, Limit, Offset);
      const ids = page.items.map((row) => row.id);
      const moderations = await moderationsOf(db, ids);
      const referencements = await referencingsOf(db, ids);
      return {
        Total: page.total,
        Items: page.items.flatMap((row) => {
          const referencement = referencements.get(row.id);
          // A publication deleted between the page and its referencing's reading is no longer listed.
          return referencement ? [toResumeAuteur(row, moderations.get(row.id) ?? NO_MODERATION, referencement)] : [];
        }),
      };
    },

    Publication_Publication_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      return publicationView(db, (await ownOrNotFound(request, Id)).stored);
    },

    Publication_Publication_Create: async (request, reply) => {
      const values = valuesOf(request, 'Requete_PublicationCreate');
      const idCompte = await callerId(request);
      if (idCompte === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
      const columns = toColumns(values);
      const ean = columns.ean ?? '';
      if (await hasEan(db, idCompte, ean)) throw new HttpError(409, PUBLICATION_MESSAGES.eanTaken);
      const id = await withReferencesChecked(reply, () =>
        insertPublication(db, {
          ...newPublicationColumns(),
          ...columns,
          ean,
          idCompte,
          idEtatPublication: ETAT_PUBLICATION.brouillon,
        }),
      );
      if (typeof id !== 'number') return id;
      return reloaded(idCompte, id);
    },

    Publication_Publication_Update: async (request, reply) => save(request, reply, true),

    Publication_Publication_UpdateLibre: async (request, reply) => save(request, reply, false),

    Publication_Publication_Delete: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const { idCompte } = await ownEditable(request, Id);
      if (await isOrdered(db, Id)) throw new HttpError(409, PUBLICATION_MESSAGES.ordered);
      if (!(await deletePublication(db, idCompte, Id, ETATS_PUBLICATION_EDITABLE_BY_AUTHOR))) {
        return notWritten(idCompte, Id);
      }
      outbox.kick();
      return { Message: PUBLICATION_MESSAGES.deleted };
    },

    /**
     * The multipart body arrives parsed (fields as strings, files as buffers cut at 5 MB by the parser,
     * which answers 413 beyond): each file is judged by its bytes before anything is written.
     */
    Publication_Publication_FileUpload: {
      config: { rateLimit: perAccountRateLimit(FILE_UPLOAD_RATE) },
      handler: async (request, reply) => {
        const body = request.body as UploadBody;
        const ids = uploadIds(body, ['IdPublication'], reply);
        if (ids === undefined) return reply;
        const { idCompte, stored } = await ownEditable(request, ids.IdPublication);
        const verdict = await judgeCovers(body);
        if ('errors' in verdict) return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: verdict.errors });
        const save = {
          idCompte,
          idPublication: stored.id,
          accepted: verdict.accepted,
          states: ETATS_PUBLICATION_EDITABLE_BY_AUTHOR,
          quota: config.uploadQuota,
        };
        if (!(await saveCovers({ db, dataDir: config.dataDir, outbox }, save))) return notWritten(idCompte, stored.id);
        return etape5Of(await reloaded(idCompte, stored.id));
      },
    },

    Publication_EAN_GetMarques: async (request) => {
      const { Ean } = valuesOf(request, 'Requete_Ean');
      return marquesOfEan(db, normalizeEan(Ean));
    },

    /**
     * Stored as a pending request and mailed to the referencing provider; the brand itself is untouched. The
     * mail names the brand as stored, never as the caller describes it.
     */
    Publication_Publication_UpdateMarque: {
      config: { rateLimit: perAccountRateLimit(MARQUE_UPDATE_RATE) },
      handler: async (request, reply) => {
        const { Old, New, IdPublication } = valuesOf(request, 'Requete_PublicationUpdateMarque');
        const { idCompte, stored } = await ownEditable(request, IdPublication);
        if (New.Id !== Old.Id) {
          return reply.code(400).send({
            Message: MESSAGES.invalidData,
            Errors: [{ Champ: '/New/Id', Message: PUBLICATION_MESSAGES.sameMarque }],
          });
        }
        const login = normalizeLogin(identityOf(request).login);
        const idMail = await db.transaction(async (tx) => {
          const ancienne = await findMarque(tx, Old.Id);
          if (!ancienne) return undefined;
          // The brand chosen in step 3 may not be saved yet: any brand of the EAN's publisher may be reported.
          const ofPublisher = (await marquesOfEan(tx, stored.ean)).some((marque) => marque.Id === ancienne.Id);
          if (!ofPublisher || Old.Libelle !== ancienne.Libelle) {
            throw new HttpError(409, PUBLICATION_MESSAGES.marqueNotOfPublisher);
          }
          const nouvelle = contractMarque(
            { ...New, Id: ancienne.Id },
            await typeVoieLibelle(tx, New.Adresse.IdTypeVoie),
          );
          const id = await insertMarqueMiseAJour(tx, {
            idCompte,
            idPublication: IdPublication,
            idMarque: ancienne.Id,
            ancienne,
            nouvelle,
          });
          const mail = marqueMiseAJourMail(config.supportEmail, { id, login, ean: stored.ean, ancienne, nouvelle });
          return mailer.queue(tx, mail);
        });
        if (idMail === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.unknownMarque);
        await mailer.deliver(idMail);
        return { Message: PUBLICATION_MESSAGES.marqueForwarded };
      },
    },
  };
}
