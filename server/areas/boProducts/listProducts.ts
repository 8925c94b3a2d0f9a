import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { typeReductionOf } from '../../../domain/basket/reduction.ts';
import { articleFileName } from '../../../domain/order/articleDownloads.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { containingPattern } from '../../platform/db/containingPattern.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { produits, reductions, rubriques } from '../../platform/db/schema.ts';

type Schemas = components['schemas'];
type Values = Schemas['Requete_BOProduitGetAllList']['Values'];
type Colonne = NonNullable<Schemas['TriProduit']['Tri']>['Colonne'];

function filtersOf(values: Schemas['ProduitFiltres'], id?: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (id !== undefined) conditions.push(eq(produits.id, id));
  const text = values.Recherche?.trim();
  if (text)
    conditions.push(
      or(ilike(produits.libelle, containingPattern(text)), ilike(rubriques.libelle, containingPattern(text))),
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
      total: sql<number>`count(*) over ()`.mapWith(Number),
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
  const rows = await selectProducts(db)
    .where(filtersOf(values))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countBoProducts(db, values) : 0);
  return { total, rows };
}

async function countBoProducts(db: Queryable, values: Values): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(produits)
    .innerJoin(rubriques, eq(rubriques.id, produits.idRubrique))
    .where(filtersOf(values));
  return row?.total ?? 0;
}

export async function readBoProduct(db: Queryable, id: number) {
  const [row] = await selectProducts(db).where(filtersOf({}, id));
  return row;
}

function toReductionBO(reduction: typeof reductions.$inferSelect): Schemas['ReductionBO'] {
  return {
    CodeReduction: reduction.codeReduction,
    IdTypeReduction: typeReductionOf(reduction.idTypeReduction),
    Valeur: reduction.valeur,
    DateDebut: reduction.dateDebut,
    DateFin: reduction.dateFin,
    IdProduitCible: reduction.idProduitCible,
  };
}

export function toProduitBO({ produit, rubrique, reduction }: BoProductRow): Schemas['ProduitBO'] {
  return {
    Id: produit.id,
    IdTypeProduit: produit.idTypeProduit,
    IdRubrique: produit.idRubrique,
    Rubrique: rubrique,
    Libelle: produit.libelle,
    PrixTTCCentimes: produit.prixTtcCentimes,
    PrixHTCentimes: Math.round(produit.prixTtcCentimes / (1 + produit.tauxTva / 100)),
    TauxTva: produit.tauxTva,
    Rang: produit.rang,
    Visible: produit.visible,
    Reduction: reduction ? toReductionBO(reduction) : null,
    Fichier:
      produit.fichier !== null && produit.fichierOctets !== null
        ? { Nom: articleFileName(produit.libelle), Octets: produit.fichierOctets }
        : null,
  };
}
