import { findContenuByName } from '../content/repository.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import { HttpError } from '../http/httpError.ts';

/** The content block that holds the partners' offers. */
export const OFFRES_PARTENAIRE = 'OffresPartenaire';

const NO_OFFER = "Aucune offre partenaire n'est publiée pour le moment.";

export function offerHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Offre_Offre_GetPartenaire: async () => {
      const found = await findContenuByName(db, OFFRES_PARTENAIRE);
      if (!found) throw new HttpError(404, NO_OFFER);
      return found;
    },
  };
}
