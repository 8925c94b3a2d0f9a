import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { comptes, marques, publications } from '../db/schema.ts';
import type { PublicationRecord, ProprietairePublication } from '../publications/mapping.ts';
import {
  filtersOf,
  filtersReadLogin,
  filtersReadMarque,
  orderOf,
  type BoPublicationList,
  type PublicationFiltres,
  type TriPublication,
} from './filters.ts';

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
  const rows = await selectWithOwner(db)
    .where(filtersOf(filters, list))
    .orderBy(...orderOf(tri, list))
    .limit(limit)
    .offset(offset);
  return rows.map(split);
}

/** How many publications of a list pass the filters; the owner and brand are joined only when filtered on. */
export async function countBoPublications(
  db: Queryable,
  list: BoPublicationList,
  filters: PublicationFiltres,
): Promise<number> {
  let query = db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .$dynamic();
  if (filtersReadLogin(filters)) query = query.innerJoin(comptes, eq(comptes.id, publications.idCompte));
  if (filtersReadMarque(filters)) query = query.innerJoin(marques, eq(marques.id, publications.idMarque));
  const [row] = await query.where(filtersOf(filters, list));
  return row?.total ?? 0;
}
