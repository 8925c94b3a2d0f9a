import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/generated/schema.d.ts';
import {
  BO_PUBLICATION_EXPORT_MAX,
  BO_PUBLICATION_EXPORT_TOO_MANY,
} from '../../../domain/publication/boPublicationExport.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import {
  ETATS_PUBLICATION_EDITABLE_BY_AUTHOR,
  isEditableByAuthor,
  moderationStateOfEtatPublication,
} from '../../../domain/publication/moderation.ts';
import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { boPublicationFileHandlers } from './fileUpload.ts';
import { countBoPublications, pageBoPublications } from './repository.ts';
import type { BoPublicationList } from './rules.ts';
import { toResumeBO } from './view.ts';
import { ownerOf } from '../moderation/public.ts';
import { onPublicationChangedByStaff, referencingOf } from '../referencing/public.ts';
import {
  moderationOf,
  refusedOnSave,
  withReferencesChecked,
  toColumns,
  toPublicationBO,
  findOwnPublication,
  hasEan,
  updatePublication,
} from '../publications/public.ts';

const notFound = () => new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);

/** The owner's publication as the back office reads it, with its moderation; 404 for another account's. */
async function readBO(db: Queryable, idPersonne: number, id: number) {
  const owner = await ownerOf(db, idPersonne);
  const record = owner && (await findOwnPublication(db, idPersonne, id));
  if (!owner || !record) throw notFound();
  const publication = toPublicationBO(record, await moderationOf(db, id), owner, await referencingOf(db, id));
  return { owner, record, publication };
}

export function boPublicationHandlers(dependencies: AppDependencies): HandlerMap {
  const { db } = dependencies;
  async function page(
    list: BoPublicationList,
    values: components['schemas']['Requete_BOPublicationGetAllList']['Values'],
  ) {
    const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = values;
    const [rows, total] = await Promise.all([
      pageBoPublications(db, list, values, values.Tri, Limit, Offset),
      countBoPublications(db, list, values),
    ]);
    return { Total: total, Items: rows.map(toResumeBO) };
  }

  /** Update and UpdateLibre on the owner's publication: with or without the rules of the steps filled in. */
  async function save(request: FastifyRequest, reply: FastifyReply, judgeSteps: boolean) {
    const { IdPersonne, ...entry } = valuesOf(request, 'Requete_BOPublicationUpdate');
    const { record } = await readBO(db, IdPersonne, entry.Id);
    // A publication awaiting moderation or validated stays complete: it is never saved as a draft.
    if (!judgeSteps && !isEditableByAuthor(moderationStateOfEtatPublication(record.idEtatPublication))) {
      throw new HttpError(409, PUBLICATION_MESSAGES.draftRefused);
    }
    const errors = refusedOnSave(record, entry, judgeSteps);
    if (errors.length > 0) return reply.code(400).send({ Message: PUBLICATION_MESSAGES.stepRefused, Errors: errors });
    const columns = toColumns(entry);
    if (columns.ean !== undefined && (await hasEan(db, IdPersonne, columns.ean, entry.Id))) {
      throw new HttpError(409, PUBLICATION_MESSAGES.eanTaken);
    }
    // A draft save writes only while the publication is still a draft (not submitted meanwhile).
    const states = judgeSteps ? undefined : ETATS_PUBLICATION_EDITABLE_BY_AUTHOR;
    // A referenced publication changed by staff is sent to the catalogue again: decided with the change.
    const written = await withReferencesChecked(reply, () =>
      db.transaction(async (tx) => {
        const updated = await updatePublication(tx, IdPersonne, entry.Id, columns, states);
        if (updated) await onPublicationChangedByStaff(tx, entry.Id);
        return updated;
      }),
    );
    if (written === false) {
      // Deleted (404), or submitted since it was read: a draft save no longer applies to it.
      await readBO(db, IdPersonne, entry.Id);
      throw new HttpError(409, PUBLICATION_MESSAGES.draftRefused);
    }
    if (written !== true) return written;
    return (await readBO(db, IdPersonne, entry.Id)).publication;
  }

  return {
    ...boPublicationFileHandlers(dependencies),

    BO_Publication_Publication_GetAll_List: async (request) =>
      page('publications', valuesOf(request, 'Requete_BOPublicationGetAllList')),

    BO_Publication_PublicationModeration_GetAll_List: async (request) =>
      page('moderation', valuesOf(request, 'Requete_BOPublicationModerationGetAllList')),

    BO_Publication_Publication_GetAll_List_Count: async (request) => ({
      Total: await countBoPublications(db, 'publications', valuesOf(request, 'Requete_BOPublicationFiltres')),
    }),

    /** The export: one query for one more row than allowed, so that too many is told without a count. */
    BO_Publication_Publication_GetAll: async (request) => {
      const filters = valuesOf(request, 'Requete_BOPublicationFiltres');
      const rows = await pageBoPublications(db, 'publications', filters, null, BO_PUBLICATION_EXPORT_MAX + 1, 0);
      if (rows.length > BO_PUBLICATION_EXPORT_MAX) throw new HttpError(400, BO_PUBLICATION_EXPORT_TOO_MANY);
      return rows.map(toResumeBO);
    },

    BO_Publication_Publication_Get: async (request) => {
      const { Id, IdPersonne } = valuesOf(request, 'Requete_BOPublicationGet');
      return (await readBO(db, IdPersonne, Id)).publication;
    },

    /**
     * The author's Publication_Update on the owner's publication: the same rules of the steps filled in, the
     * same answers; the back office saves whatever the publication's state.
     */
    BO_Publication_Publication_Update: async (request, reply) => save(request, reply, true),

    /** The author's Publication_UpdateLibre on the owner's publication, for a draft or a refused one only. */
    BO_Publication_Publication_UpdateLibre: async (request, reply) => save(request, reply, false),
  };
}
