import { isUniqueViolation } from '../../platform/db/constraintViolations.ts';
import { BO_PRODUCT_NOT_FOUND, REDUCTION_MESSAGES } from '../../../domain/basket/boProductTexts.ts';
import {
  creationErrors,
  normalisedCode,
  validiteErrors,
  type ReductionErrors,
} from '../../../domain/basket/reductionRules.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { insertDiscountProduct, isCodeInUse, readBoProduct, updateReduction } from './repository.ts';
import { firstBrokenRule } from './rules.ts';
import { toProduitBO } from './view.ts';

/** The first rule a request breaks, answered as 400 with its French message. */
function refuse(errors: ReductionErrors): void {
  const message = firstBrokenRule(errors);
  if (message) throw new HttpError(400, message);
}

function codeTaken(code: string): HttpError {
  return new HttpError(409, REDUCTION_MESSAGES.codeTaken(code));
}

async function productView(db: Queryable, id: number) {
  const row = await readBoProduct(db, id);
  if (!row) throw new HttpError(404, BO_PRODUCT_NOT_FOUND);
  return toProduitBO(row);
}

export function boReductionHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Produit_Reduction_Update: async (request) => {
      const { Id, IdTypeReduction, Valeur, DateDebut, DateFin } = valuesOf(request, 'Requete_BOReductionUpdate');
      refuse(validiteErrors({ IdTypeReduction, Valeur, DateDebut, DateFin }));
      const updated = await updateReduction(db, Id, {
        idTypeReduction: IdTypeReduction,
        valeur: Valeur,
        dateDebut: DateDebut,
        dateFin: DateFin,
      });
      if (!updated)
        throw new HttpError(
          404,
          (await readBoProduct(db, Id)) ? REDUCTION_MESSAGES.notAReduction : BO_PRODUCT_NOT_FOUND,
        );
      return productView(db, Id);
    },

    BO_Produit_Reduction_Create: async (request) => {
      const values = valuesOf(request, 'Requete_BOReductionCreate');
      refuse(creationErrors(values));
      const code = normalisedCode(values.CodeReduction);
      if (await isCodeInUse(db, code)) throw codeTaken(code);
      try {
        const id = await db.transaction(async (tx) =>
          insertDiscountProduct(tx, {
            libelle: values.Libelle.trim(),
            visible: values.Visible,
            idTypeReduction: values.IdTypeReduction,
            valeur: values.Valeur,
            dateDebut: values.DateDebut,
            dateFin: values.DateFin,
            codeReduction: code,
          }),
        );
        return productView(db, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },
  };
}
