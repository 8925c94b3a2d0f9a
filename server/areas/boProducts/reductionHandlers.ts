import { isUniqueViolation } from '../../platform/db/constraintViolations.ts';
import { and, eq, max, sql } from 'drizzle-orm';
import { BO_PRODUCT_NOT_FOUND, REDUCTION_MESSAGES } from '../../../domain/basket/boProductTexts.ts';
import {
  creationErrors,
  normalisedCode,
  validiteErrors,
  type ReductionErrors,
} from '../../../domain/basket/reductionRules.ts';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { produits, reductions, rubriques } from '../../platform/db/schema.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { readBoProduct, toProduitBO } from './listProducts.ts';

/** The rubrique every discount product belongs to (seeded with this code). */
const RUBRIQUE_REDUCTIONS = 'REDUCTION';
/** What a discount product is worth by itself: its discount is in its reduction row. */
const DISCOUNT_PRICE = 0;
const DISCOUNT_VAT_RATE = 20;

/** The first rule a request breaks, answered as 400 with its French message. */
function refuse(errors: ReductionErrors): void {
  const [message] = Object.values(errors);
  if (message) throw new HttpError(400, message);
}

function codeTaken(code: string): HttpError {
  return new HttpError(409, REDUCTION_MESSAGES.codeTaken(code));
}

async function isCodeInUse(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reductions.idProduit })
    .from(reductions)
    .where(sql`upper(${reductions.codeReduction}) = ${code}`);
  return row !== undefined;
}

async function discountRubrique(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: rubriques.id }).from(rubriques).where(eq(rubriques.code, RUBRIQUE_REDUCTIONS));
  if (!row) throw new Error(`rubrique ${RUBRIQUE_REDUCTIONS} missing`);
  return row.id;
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
      const updated = await db
        .update(reductions)
        .set({ idTypeReduction: IdTypeReduction, valeur: Valeur, dateDebut: DateDebut, dateFin: DateFin })
        .where(
          and(
            eq(reductions.idProduit, Id),
            sql`exists (select 1 from ${produits} where ${produits.id} = ${Id} and ${produits.idTypeProduit} = ${TYPE_PRODUIT.reduction})`,
          ),
        )
        .returning({ id: reductions.idProduit });
      if (updated.length === 0)
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
        const id = await db.transaction(async (tx) => {
          const idRubrique = await discountRubrique(tx);
          const [last] = await tx
            .select({ rang: max(produits.rang) })
            .from(produits)
            .where(eq(produits.idRubrique, idRubrique));
          const [created] = await tx
            .insert(produits)
            .values({
              idTypeProduit: TYPE_PRODUIT.reduction,
              idRubrique,
              libelle: values.Libelle.trim(),
              description: '',
              prixTtcCentimes: DISCOUNT_PRICE,
              tauxTva: DISCOUNT_VAT_RATE,
              rang: (last?.rang ?? 0) + 1,
              visible: values.Visible,
            })
            .returning({ id: produits.id });
          await tx.insert(reductions).values({
            idProduit: created!.id,
            idTypeReduction: values.IdTypeReduction,
            valeur: values.Valeur,
            dateDebut: values.DateDebut,
            dateFin: values.DateFin,
            idProduitCible: null,
            codeReduction: code,
          });
          return created!.id;
        });
        return productView(db, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },
  };
}
