import { NO_PARTNER_OFFER, OFFRES_PARTENAIRE } from '../../../domain/offer/partnerOffers.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import type { AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { findContenuByName } from '../content/public.ts';

export function offerHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Offre_Offre_GetPartenaire: async () => {
      const found = await findContenuByName(db, OFFRES_PARTENAIRE);
      if (!found) throw new HttpError(404, NO_PARTNER_OFFER);
      return found;
    },
  };
}
