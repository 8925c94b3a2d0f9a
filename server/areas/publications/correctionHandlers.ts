import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { REFERENCING_MESSAGES } from '../../../domain/referencing/referencingTexts.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { startCorrection } from '../referencing/public.ts';
import { publicationView } from './publicationView.ts';
import { findOwnPublication } from './repository.ts';

export function publicationCorrectionHandlers({ db }: AppDependencies): HandlerMap {
  return {
    /**
     * « Corriger »: the author takes back a publication the catalogue rejected; it is a draft again (editable in
     * the wizard), its referencing « À corriger » and still paid. 409 in any other state, 404 for another account's.
     */
    Publication_Publication_Corriger: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const idCompte = callerAccountOf(request)?.id;
      if (idCompte === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
      const started = await db.transaction((tx) => startCorrection(tx, idCompte, Id));
      if (started === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
      if (!started) throw new HttpError(409, REFERENCING_MESSAGES.notRejected);
      const row = await findOwnPublication(db, idCompte, Id);
      if (!row) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
      return publicationView(db, row);
    },
  };
}
