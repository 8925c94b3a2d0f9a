import type { FastifyRequest } from 'fastify';
import { cachedAnswer, cachedEntry } from '../../platform/cache/catalogueCache.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import {
  findPublicProduit,
  isVisibleRubrique,
  listAllPublicProduits,
  listPublicProduitsOfRubrique,
  listVisibleRubriques,
} from './repository.ts';

export const UNKNOWN_RUBRIQUE_MESSAGE = 'Cette rubrique est introuvable.';
export const UNKNOWN_PRODUCT_MESSAGE = 'Ce produit est introuvable.';

const idRubriqueOf = (request: FastifyRequest) => valuesOf(request, 'Requete_ProduitGetByRubrique').IdRubrique;
const idOf = (request: FastifyRequest) => valuesOf(request, 'Requete_Id').Id;

export function catalogueHandlers({ db }: AppDependencies): HandlerMap {
  return {
    Rubrique_Rubrique_GetAll: cachedAnswer(db, 'Rubrique_Rubrique_GetAll', () => listVisibleRubriques(db)),

    Produit_Produit_GetAll: cachedAnswer(db, 'Produit_Produit_GetAll', () => listAllPublicProduits(db)),

    Produit_Produit_GetByRubrique: cachedAnswer(
      db,
      'Produit_Produit_GetByRubrique',
      async (request) => {
        const idRubrique = idRubriqueOf(request);
        if (!(await isVisibleRubrique(db, idRubrique))) throw new HttpError(404, UNKNOWN_RUBRIQUE_MESSAGE);
        return listPublicProduitsOfRubrique(db, idRubrique);
      },
      (request) => String(idRubriqueOf(request)),
    ),

    Produit_Produit_Get: cachedEntry(db, 'Produit_Produit_Get', idOf, findPublicProduit, UNKNOWN_PRODUCT_MESSAGE),
  };
}
