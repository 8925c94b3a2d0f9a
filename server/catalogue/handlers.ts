import { valuesOf, type AppDependencies } from '../http/dependencies.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import {
  findPublicProduit,
  isVisibleRubrique,
  listAllPublicProduits,
  listPublicProduitsOfRubrique,
  listVisibleRubriques,
} from './repository.ts';

export const UNKNOWN_RUBRIQUE_MESSAGE = 'Cette rubrique est introuvable.';
export const UNKNOWN_PRODUCT_MESSAGE = 'Ce produit est introuvable.';

export function catalogueHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Rubrique_Rubrique_GetAll: () => listVisibleRubriques(db),

    Produit_Produit_GetAll: () => listAllPublicProduits(db),

    Produit_Produit_GetByRubrique: async (request) => {
      const { IdRubrique } = valuesOf(request, 'Requete_ProduitGetByRubrique');
      if (!(await isVisibleRubrique(db, IdRubrique))) throw new HttpError(404, UNKNOWN_RUBRIQUE_MESSAGE);
      return listPublicProduitsOfRubrique(db, IdRubrique);
    },

    Produit_Produit_Get: async (request) => {
      const { Id } = valuesOf(request, 'Requete_Id');
      const found = await findPublicProduit(db, Id);
      if (!found) throw new HttpError(404, UNKNOWN_PRODUCT_MESSAGE);
      return found;
    },
  };
}
