import { startingPattern } from '../../platform/db/likePatterns.ts';
import { keyContains, searchKeyOf } from '../../platform/db/searchKey.ts';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { normalizeEan } from '../../../domain/ean.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { comptes, marques, publications } from '../../platform/db/schema.ts';
import type { PublicationRecord, ProprietairePublication } from '../publications/public.ts';
import {
  filtersReadLogin,
  filtersReadMarque,
  sortOf,
  type BoPublicationList,
  type PublicationFiltres,
  type TriPublication,
} from './rules.ts';

/** `%` and `_` typed by the user are searched for as they are. */
/** The first instant of a day in France, so that a date range stays a range over the indexed column. */
function parisMidnight(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/**
 * Publications of a brand whose label contains what was typed: the brands are found first, by their stored key,
 * then their publications by the brand's index — the count needs no join, and never reads the publications of
 * other brands.
 */
function ofBrandsMatching(typed: string): SQL {
  return sql`${publications.idMarque} in (select ${marques.id} from ${marques} where ${keyContains(marques.cleRecherche, typed)})`;
}

/**
 * The conditions of PublicationFiltres over publications joined to their owner (comptes) and brand (marques);
 * the moderation list keeps the publications awaiting moderation whatever IdEtatPublication says.
 */
function filtersOf(filters: PublicationFiltres, list: BoPublicationList): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filters.Recherche?.trim();
  if (text) conditions.push(keyContains(publications.cleRecherche, text));
  const marque = filters.Marque?.trim();
  if (marque) conditions.push(ofBrandsMatching(marque));
  const ean = filters.Ean ? normalizeEan(filters.Ean) : '';
  if (ean) conditions.push(like(publications.ean, startingPattern(ean)));
  if (list === 'moderation') {
    conditions.push(eq(publications.idEtatPublication, ETAT_PUBLICATION.enAttenteDeModeration));
  } else if (filters.IdEtatPublication != null) {
    conditions.push(eq(publications.idEtatPublication, filters.IdEtatPublication));
  }
  if (filters.IdDisponibilite != null) conditions.push(eq(publications.idDisponibilite, filters.IdDisponibilite));
  if (filters.IdPersonne != null) conditions.push(eq(publications.idCompte, filters.IdPersonne));
  const login = filters.Login?.trim();
  if (login) conditions.push(keyContains(searchKeyOf(comptes.login), login));
  if (filters.DateMajDebut != null)
    conditions.push(sql`${publications.dateMaj} >= ${parisMidnight(filters.DateMajDebut)}`);
  if (filters.DateMajFin != null)
    conditions.push(sql`${publications.dateMaj} < ${parisMidnight(filters.DateMajFin, 1)}`);
  return and(...conditions);
}

const SORT_COLUMNS = {
  DateMaj: publications.dateMaj,
  DateCreation: publications.dateCreation,
  DateSoumission: publications.dateSoumission,
  Titre: publications.titre,
  Ean: publications.ean,
  Login: comptes.login,
  IdEtatPublication: publications.idEtatPublication,
  Marque: marques.libelle,
} as const satisfies Record<TriPublication['Colonne'], unknown>;

/**
 * The order of a page: the chosen column, then the id the same way so that pages never overlap (the state's
 * publications by DateMaj first, which their index holds in that order).
 */
function orderOf({ Colonne, Sens }: TriPublication): SQL[] {
  const direction = Sens === 'asc' ? asc : desc;
  const then = Colonne === 'IdEtatPublication' ? [direction(publications.dateMaj)] : [];
  return [direction(SORT_COLUMNS[Colonne]), ...then, direction(publications.id)];
}

export interface BoPublicationRow {
  publication: PublicationRecord;
  owner: ProprietairePublication;
}

/** Publications with their brand's label and their owner, in one query (the page is never read row by row). */
function selectWithOwner(db: Queryable) {
  return db
    .select({
      ...getTableColumns(publications),
      libelleMarque: marques.libelle,
      IdPersonne: comptes.id,
      Login: comptes.login,
      Prenom: comptes.prenom,
      Nom: comptes.nom,
    })
    .from(publications)
    .innerJoin(comptes, eq(comptes.id, publications.idCompte))
    .leftJoin(marques, eq(marques.id, publications.idMarque));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectWithOwner>['execute']>>[number];

function split({ IdPersonne, Login, Prenom, Nom, ...publication }: SelectedRow): BoPublicationRow {
  return { publication, owner: { IdPersonne, Login, Prenom, Nom } };
}

/** One page of a list, sorted; `limit` rows at most from `offset`. */
export async function pageBoPublications(
  db: Queryable,
  list: BoPublicationList,
  filters: PublicationFiltres,
  tri: TriPublication | null | undefined,
  limit: number,
  offset: number,
): Promise<BoPublicationRow[]> {
  const sort = sortOf(tri, list);
  if (sort.Colonne === 'Marque') return pageByMarque(db, list, filters, sort, limit, offset);
  const rows = await selectWithOwner(db)
    .where(filtersOf(filters, list))
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
  return rows.map(split);
}

/**
 * Sorted on the brand's label, either way, publications without a brand come last. Read as two runs, each in
 * the order of an index (brands by label, then brand-less publications by id) instead of sorting the whole
 * join: the second run is read only when the page reaches past the first.
 */
async function pageByMarque(
  db: Queryable,
  list: BoPublicationList,
  filters: PublicationFiltres,
  sort: TriPublication,
  limit: number,
  offset: number,
): Promise<BoPublicationRow[]> {
  const branded = await selectWithOwner(db)
    .where(and(filtersOf(filters, list), isNotNull(marques.id)))
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
  if (branded.length === limit || filtersReadMarque(filters)) return branded.map(split);
  const brandedBefore =
    branded.length > 0 || offset === 0
      ? offset + branded.length
      : await countBoPublications(db, list, filters, isNotNull(publications.idMarque));
  const direction = sort.Sens === 'asc' ? asc : desc;
  const unbranded = await selectWithOwner(db)
    .where(and(filtersOf(filters, list), isNull(publications.idMarque)))
    .orderBy(direction(publications.id))
    .limit(limit - branded.length)
    .offset(Math.max(0, offset - brandedBefore));
  return [...branded, ...unbranded].map(split);
}

/** How many publications of a list pass the filters; the owner is joined only when filtered on. */
export async function countBoPublications(
  db: Queryable,
  list: BoPublicationList,
  filters: PublicationFiltres,
  also?: SQL,
): Promise<number> {
  let query = db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .$dynamic();
  if (filtersReadLogin(filters)) query = query.innerJoin(comptes, eq(comptes.id, publications.idCompte));
  const [row] = await query.where(and(filtersOf(filters, list), also));
  return row?.total ?? 0;
}

/** The owner of each publication of `ids` that still exists. */
export async function publicationOwners(db: Queryable, ids: number[]): Promise<{ id: number; idCompte: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: publications.id, idCompte: publications.idCompte })
    .from(publications)
    .where(inArray(publications.id, ids));
}
