import { and, asc, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { normalizeEan } from '../../../domain/ean.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import { comptes, marques, PUBLICATION_SEARCH_TEXT, publications } from '../../platform/db/schema.ts';

export type PublicationFiltres = components['schemas']['PublicationFiltres'];
export type TriPublication = NonNullable<components['schemas']['TriPublication']['Tri']>;
export type BoPublicationList = 'publications' | 'moderation';

/** The sort of each list when the caller gives none: last updated first; the oldest submission first. */
export const DEFAULT_SORT: Readonly<Record<BoPublicationList, TriPublication>> = {
  publications: { Colonne: 'DateMaj', Sens: 'desc' },
  moderation: { Colonne: 'DateSoumission', Sens: 'asc' },
};

/** `%` and `_` typed by the user are searched for as they are. */
function escapedLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function containing(text: string): string {
  return `%${escapedLike(text)}%`;
}

/** The first instant of a day in France, so that a date range stays a range over the indexed column. */
function parisMidnight(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/**
 * The conditions of PublicationFiltres over publications joined to their owner (comptes) and brand (marques);
 * the moderation list keeps the publications awaiting moderation whatever IdEtatPublication says.
 */
export function filtersOf(filters: PublicationFiltres, list: BoPublicationList): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filters.Recherche?.trim();
  if (text) conditions.push(sql`(${PUBLICATION_SEARCH_TEXT}) ILIKE ${containing(text)}`);
  const marque = filters.Marque?.trim();
  if (marque) conditions.push(ilike(marques.libelle, containing(marque)));
  const ean = filters.Ean ? normalizeEan(filters.Ean) : '';
  if (ean) conditions.push(like(publications.ean, `${escapedLike(ean)}%`));
  if (list === 'moderation') {
    conditions.push(eq(publications.idEtatPublication, ETAT_PUBLICATION.enAttenteDeModeration));
  } else if (filters.IdEtatPublication != null) {
    conditions.push(eq(publications.idEtatPublication, filters.IdEtatPublication));
  }
  if (filters.IdDisponibilite != null) conditions.push(eq(publications.idDisponibilite, filters.IdDisponibilite));
  if (filters.IdPersonne != null) conditions.push(eq(publications.idCompte, filters.IdPersonne));
  const login = filters.Login?.trim();
  if (login) conditions.push(ilike(comptes.login, containing(login)));
  if (filters.DateMajDebut != null)
    conditions.push(sql`${publications.dateMaj} >= ${parisMidnight(filters.DateMajDebut)}`);
  if (filters.DateMajFin != null)
    conditions.push(sql`${publications.dateMaj} < ${parisMidnight(filters.DateMajFin, 1)}`);
  return and(...conditions);
}

/** Whether the filters read the brand, so that a count may leave the brand out of its joins. */
export function filtersReadMarque(filters: PublicationFiltres): boolean {
  return Boolean(filters.Marque?.trim());
}

/** Whether the filters read the owner's login. */
export function filtersReadLogin(filters: PublicationFiltres): boolean {
  return Boolean(filters.Login?.trim());
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

export function sortOf(tri: TriPublication | null | undefined, list: BoPublicationList): TriPublication {
  return tri ?? DEFAULT_SORT[list];
}

/**
 * The order of a page: the chosen column, then the id the same way so that pages never overlap (the state's
 * publications by DateMaj first, which their index holds in that order).
 */
export function orderOf({ Colonne, Sens }: TriPublication): SQL[] {
  const direction = Sens === 'asc' ? asc : desc;
  const then = Colonne === 'IdEtatPublication' ? [direction(publications.dateMaj)] : [];
  return [direction(SORT_COLUMNS[Colonne]), ...then, direction(publications.id)];
}
