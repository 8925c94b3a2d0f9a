import type { FastifyRequest } from 'fastify';
import { cachedAnswer, cachedEntry } from '../../platform/cache/catalogueCache.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { readSiteVersion } from './editRepository.ts';
import { findContenuById, findContenuByName } from './repository.ts';

const idOf = (request: FastifyRequest) => valuesOf(request, 'Requete_Id').Id;
const nameOf = (request: FastifyRequest) => valuesOf(request, 'Requete_ContenuGetByName').Name;

export function contentHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    Contenu_Contenu_Get: cachedEntry(db, 'Contenu_Contenu_Get', idOf, findContenuById, CONTENT_MESSAGES.notFound),

    Contenu_Contenu_GetByName: cachedEntry(
      db,
      'Contenu_Contenu_GetByName',
      nameOf,
      findContenuByName,
      CONTENT_MESSAGES.notFound,
    ),

    /** The seller block of the legal notice and of the CGV: the server's configuration, never the editable text. */
    Contenu_Vendeur_Get: async () => config.seller,

    Contenu_Contenu_GetVersion: cachedAnswer(db, 'Contenu_Contenu_GetVersion', async () => {
      const { version, dateMaj } = await readSiteVersion(db);
      return { Version: version, DateMaj: dateMaj?.toISOString() ?? null };
    }),
  };
}
