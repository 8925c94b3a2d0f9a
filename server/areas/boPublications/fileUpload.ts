import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import type { AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import {
  etape5Of,
  judgeCovers,
  saveCovers,
  uploadIds,
  type UploadBody,
  NO_MODERATION,
  toPublication,
  findOwnPublication,
} from '../publications/public.ts';

/**
 * The author's Publication_FileUpload on the owner's publication (IdPersonne): the same parts, the same checks
 * of each file's bytes, size and dimensions, the same messages; the back office uploads whatever the state.
 */
export function boPublicationFileHandlers({ db, config, outbox }: AppDependencies): HandlerMap {
  async function ownedRecord(idPersonne: number, id: number) {
    const record = await findOwnPublication(db, idPersonne, id);
    if (!record) throw new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);
    return record;
  }

  return {
    BO_Publication_Publication_FileUpload: async (request, reply) => {
      const body = request.body as UploadBody;
      const ids = uploadIds(body, ['IdPersonne', 'IdPublication'], reply);
      if (ids === undefined) return reply;
      const stored = await ownedRecord(ids.IdPersonne, ids.IdPublication);
      const verdict = await judgeCovers(body);
      if ('errors' in verdict) return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: verdict.errors });
      // Counted in the owner's files, never refused for them: the back office is not the one filling the space.
      const save = { idCompte: ids.IdPersonne, idPublication: stored.id, accepted: verdict.accepted };
      if (!(await saveCovers({ db, dataDir: config.dataDir, outbox }, save))) {
        throw new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);
      }
      return etape5Of(toPublication(await ownedRecord(ids.IdPersonne, stored.id), NO_MODERATION));
    },
  };
}
