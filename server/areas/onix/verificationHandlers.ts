import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import { verifyOwnPublication } from './verification.ts';

/** The checks before submission: for the author on their own publication, for staff on the owner's. */
export function verificationHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    Publication_Publication_Verifier: async (request) => {
      const notFound = () => new HttpError(404, PUBLICATION_MESSAGES.notFound);
      const { Id } = valuesOf(request, 'Requete_Id');
      const verification = await verifyOwnPublication(db, config.dataDir, requireCallerAccount(request, notFound), Id);
      if (verification === undefined) throw notFound();
      return verification;
    },

    BO_Publication_Publication_Verifier: async (request) => {
      const { Id, IdPersonne } = valuesOf(request, 'Requete_BOPublicationGet');
      const verification = await verifyOwnPublication(db, config.dataDir, IdPersonne, Id);
      if (verification === undefined) throw new HttpError(404, PUBLICATION_MESSAGES.notFoundForOwner);
      return verification;
    },
  };
}
