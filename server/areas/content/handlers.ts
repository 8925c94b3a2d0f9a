import type { FastifyRequest } from 'fastify';
import { cachedAnswer } from '../../platform/cache/catalogueCache.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { readSiteVersion } from './editRepository.ts';
import { findContenuById, findContenuByName } from './repository.ts';

const idOf = (request: FastifyRequest) => valuesOf(request, 'Requete_Id').Id;
const nameOf = (request: FastifyRequest) => valuesOf(request, 'Requete_ContenuGetByName').Name;

export function contentHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    Contenu_Contenu_Get: cachedAnswer(
      db,
      'Contenu_Contenu_Get',
      async (request) => {
        const found = await findContenuById(db, idOf(request));
        if (!found) throw new HttpError(404, CONTENT_MESSAGES.notFound);
        return found;
      },
      (request) => String(idOf(request)),
    ),

    Contenu_Contenu_GetByName: cachedAnswer(
      db,
      'Contenu_Contenu_GetByName',
      async (request) => {
        const found = await findContenuByName(db, nameOf(request));
        if (!found) throw new HttpError(404, CONTENT_MESSAGES.notFound);
        return found;
      },
      nameOf,
    ),

    /** The seller block of the legal notice and of the CGV: the server's configuration, never the editable text. */
    Contenu_Vendeur_Get: async () => config.seller,

    Contenu_Contenu_GetVersion: cachedAnswer(db, 'Contenu_Contenu_GetVersion', async () => {
      const { version, dateMaj } = await readSiteVersion(db);
      return { Version: version, DateMaj: dateMaj?.toISOString() ?? null };
    }),
  };
}
