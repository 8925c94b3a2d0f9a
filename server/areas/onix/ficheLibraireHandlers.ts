import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { requireCallerAccount } from '../../platform/http/authenticate.ts';
import { ficheLibraire } from './ficheLibraire.ts';
import { ficheLabelsOf, findOwnFicheSource } from './ficheLibraireRepository.ts';
import { sharedEans } from './repository.ts';

/** The « Fiche libraire » of the author's own publication, at any stage; another account's is not found. */
export function ficheLibraireHandlers({ db, config }: AppDependencies): HandlerMap {
  const notFound = () => new HttpError(404, PUBLICATION_MESSAGES.notFound);
  return {
    Publication_Publication_FicheLibraire: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const source = await findOwnFicheSource(db, requireCallerAccount(request, notFound), Id);
      if (source === undefined) throw notFound();
      const [labels, shared] = await Promise.all([ficheLabelsOf(db, source), sharedEans(db)]);
      return ficheLibraire(source, { publicUrl: config.publicUrl, sharedEans: shared }, labels);
    },
  };
}
