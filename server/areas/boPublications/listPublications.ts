import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';
import { comptes, marques, publications } from '../../platform/db/schema.ts';
import {
  filtersOf,
  filtersReadLogin,
  filtersReadMarque,
  orderOf,
  sortOf,
  type BoPublicationList,
  type PublicationFiltres,
  type TriPublication,
} from './filters.ts';
import type { PublicationRecord, ProprietairePublication } from '../publications/public.ts';

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

/** How many publications of a list pass the filters; the owner and brand are joined only when filtered on. */
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
  if (filtersReadMarque(filters)) query = query.innerJoin(marques, eq(marques.id, publications.idMarque));
  const [row] = await query.where(and(filtersOf(filters, list), also));
  return row?.total ?? 0;
}
