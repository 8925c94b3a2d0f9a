import { catalogueChanged } from '../../platform/cache/catalogueCache.ts';
import { BO_PRODUCT_NOT_FOUND, PRODUCT_LABEL_REQUIRED } from '../../../domain/basket/boProductTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { pagedAnswer } from '../../platform/http/pagedAnswer.ts';
import { listBoProducts, readBoProduct, updateProduct } from './repository.ts';
import { toProduitBO } from './view.ts';

const notFound = () => new HttpError(404, BO_PRODUCT_NOT_FOUND);

export function boProductHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Produit_Produit_GetAll_List: async (request) =>
      pagedAnswer(db, valuesOf(request, 'Requete_BOProduitGetAllList'), listBoProducts, toProduitBO),

    // Placed orders keep their lines' own label and price: only new baskets read the product again.
    BO_Produit_Produit_Update: async (request) => {
      const { Id, Libelle, PrixTTCCentimes, Visible } = valuesOf(request, 'Requete_BOProduitUpdate');
      const libelle = Libelle.trim();
      if (!libelle) throw new HttpError(400, PRODUCT_LABEL_REQUIRED);
      const updated = await updateProduct(db, Id, { libelle, prixTtcCentimes: PrixTTCCentimes, visible: Visible });
      if (!updated) throw notFound();
      await catalogueChanged(db);
      const row = await readBoProduct(db, Id);
      if (!row) throw notFound();
      return toProduitBO(row);
    },
  };
}
