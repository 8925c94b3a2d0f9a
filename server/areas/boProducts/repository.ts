import { and, asc, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import { TYPE_PRODUIT } from '../../../domain/referenceIds.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { keyContains, searchKeyOf } from '../../platform/db/searchKey.ts';
import { filteredTotal, pageWithTotal } from '../../platform/db/filteredPages.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { produits, reductions, rubriques } from '../../platform/db/schema.ts';

type Schemas = components['schemas'];
type Values = Schemas['Requete_BOProduitGetAllList']['Values'];
type Colonne = NonNullable<Schemas['TriProduit']['Tri']>['Colonne'];

export type ReductionRow = typeof reductions.$inferSelect;

function filtersOf(values: Schemas['ProduitFiltres'], id?: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (id !== undefined) conditions.push(eq(produits.id, id));
  const text = values.Recherche?.trim();
  // A discount code (Reduction) is found by its code too.
  if (text)
    conditions.push(
      or(
        keyContains(searchKeyOf(produits.libelle), text),
        keyContains(searchKeyOf(rubriques.libelle), text),
        keyContains(searchKeyOf(reductions.codeReduction), text),
      ),
    );
  if (values.IdTypeProduit != null) conditions.push(eq(produits.idTypeProduit, values.IdTypeProduit));
  if (values.Visible != null) conditions.push(eq(produits.visible, values.Visible));
  return and(...conditions);
}

const SORT_COLUMNS: Readonly<Record<Colonne, SQL>> = {
  Libelle: sql`lower(${produits.libelle})`,
  Rubrique: sql`${rubriques.rang}`,
  PrixTTCCentimes: sql`${produits.prixTtcCentimes}`,
  IdTypeProduit: sql`${produits.idTypeProduit}`,
  Rang: sql`${produits.rang}`,
};

function selectProducts(db: Queryable) {
  return db
    .select({
      produit: produits,
      rubrique: rubriques.libelle,
      reduction: reductions,
      total: filteredTotal(),
    })
    .from(produits)
    .innerJoin(rubriques, eq(rubriques.id, produits.idRubrique))
    .leftJoin(reductions, eq(reductions.idProduit, produits.id));
}

export type BoProductRow = NonNullable<Awaited<ReturnType<typeof readBoProduct>>>;

/** A page of every product, hidden ones included, and how many pass the filters: one query. */
export async function listBoProducts(db: Queryable, values: Values, limit: number, offset: number) {
  const direction = values.Tri?.Sens === 'desc' ? desc : asc;
  const order = values.Tri
    ? [direction(SORT_COLUMNS[values.Tri.Colonne]), direction(produits.id)]
    : [asc(rubriques.rang), asc(produits.rang), asc(produits.id)];
  return pageWithTotal(
    selectProducts(db)
      .where(filtersOf(values))
      .orderBy(...order)
      .$dynamic(),
    limit,
    offset,
  );
}

export async function readBoProduct(db: Queryable, id: number) {
  const [row] = await selectProducts(db).where(filtersOf({}, id));
  return row;
}

/** The product's type; undefined when no product has this id. */
export async function findProductType(db: Queryable, id: number): Promise<{ idTypeProduit: number } | undefined> {
  const [product] = await db
    .select({ idTypeProduit: produits.idTypeProduit })
    .from(produits)
    .where(eq(produits.id, id));
  return product;
}

/** The product's label and the file it gives its buyers; undefined when no product has this id. */
export async function findProductFile(db: Queryable, id: number) {
  const [product] = await db
    .select({ libelle: produits.libelle, fichier: produits.fichier })
    .from(produits)
    .where(eq(produits.id, id));
  return product;
}

/** Writes a product's label, price and visibility; false when no product has this id. */
export async function updateProduct(
  db: Queryable,
  id: number,
  changes: { libelle: string; prixTtcCentimes: number; visible: boolean },
): Promise<boolean> {
  const updated = await db.update(produits).set(changes).where(eq(produits.id, id)).returning({ id: produits.id });
  return updated.length > 0;
}

/** What a reduction's validity is: its kind, its value and its dates. */
export interface ReductionValidity {
  idTypeReduction: number;
  valeur: number;
  dateDebut: string | null;
  dateFin: string | null;
}

/** Writes the validity of a discount product's reduction; false when the id is no discount product's. */
export async function updateReduction(db: Queryable, id: number, validity: ReductionValidity): Promise<boolean> {
  const updated = await db
    .update(reductions)
    .set(validity)
    .where(
      and(
        eq(reductions.idProduit, id),
        sql`exists (select 1 from ${produits} where ${produits.id} = ${id} and ${produits.idTypeProduit} = ${TYPE_PRODUIT.reduction})`,
      ),
    )
    .returning({ id: reductions.idProduit });
  return updated.length > 0;
}

/** Whether a reduction has this code already, whatever its case (`code` is upper case). */
export async function isCodeInUse(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reductions.idProduit })
    .from(reductions)
    .where(sql`upper(${reductions.codeReduction}) = ${code}`);
  return row !== undefined;
}

/** The rubrique every discount product belongs to (seeded with this code). */
const RUBRIQUE_REDUCTIONS = 'REDUCTION';
/** What a discount product is worth by itself: its discount is in its reduction row. */
const DISCOUNT_PRICE = 0;
const DISCOUNT_VAT_RATE = 20;

async function discountRubrique(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: rubriques.id }).from(rubriques).where(eq(rubriques.code, RUBRIQUE_REDUCTIONS));
  if (!row) throw new Error(`rubrique ${RUBRIQUE_REDUCTIONS} missing`);
  return row.id;
}

/** A new discount product: its label and visibility, and its reduction. */
export interface NewDiscount extends ReductionValidity {
  libelle: string;
  visible: boolean;
  codeReduction: string;
}

/** Writes a discount product, last of its rubrique, and its reduction; returns the product's id. */
export async function insertDiscountProduct(tx: Transaction, discount: NewDiscount): Promise<number> {
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
      libelle: discount.libelle,
      description: '',
      prixTtcCentimes: DISCOUNT_PRICE,
      tauxTva: DISCOUNT_VAT_RATE,
      rang: (last?.rang ?? 0) + 1,
      visible: discount.visible,
    })
    .returning({ id: produits.id });
  await tx.insert(reductions).values({
    idProduit: created!.id,
    idTypeReduction: discount.idTypeReduction,
    valeur: discount.valeur,
    dateDebut: discount.dateDebut,
    dateFin: discount.dateFin,
    idProduitCible: null,
    codeReduction: discount.codeReduction,
  });
  return created!.id;
}
