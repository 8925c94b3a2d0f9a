import { valuesOf, type AppDependencies } from '../http/dependencies.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { findContenuById, findContenuByName } from './repository.ts';

export const UNKNOWN_CONTENT_MESSAGE = 'Ce contenu est introuvable.';

export function contentHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Contenu_Contenu_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const found = await findContenuById(db, Id);
      if (!found) throw new HttpError(404, UNKNOWN_CONTENT_MESSAGE);
      return found;
    },

    Contenu_Contenu_GetByName: async (request) => {
      const { Name } = valuesOf(request, 'Requete_ContenuGetByName');
      const found = await findContenuByName(db, Name);
      if (!found) throw new HttpError(404, UNKNOWN_CONTENT_MESSAGE);
      return found;
    },
  };
}
