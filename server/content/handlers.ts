import { CONTENT_MESSAGES } from '../../domain/content/messages.ts';
import { valuesOf, type AppDependencies } from '../http/dependencies.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { readSiteVersion } from './editRepository.ts';
import { findContenuById, findContenuByName } from './repository.ts';

export function contentHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Contenu_Contenu_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const found = await findContenuById(db, Id);
      if (!found) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return found;
    },

    Contenu_Contenu_GetByName: async (request) => {
      const { Name } = valuesOf(request, 'Requete_ContenuGetByName');
      const found = await findContenuByName(db, Name);
      if (!found) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return found;
    },

    Contenu_Contenu_GetVersion: async () => {
      const { version, dateMaj } = await readSiteVersion(db);
      return { Version: version, DateMaj: dateMaj?.toISOString() ?? null };
    },
  };
}
