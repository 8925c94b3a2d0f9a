import { and, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { TYPE_COMPTE } from '../../../domain/identity/roles.ts';
import { containingPattern } from '../../platform/db/containingPattern.ts';
import { comptes } from '../../platform/db/schema.ts';

export type CompteFiltres = components['schemas']['CompteFiltres'];

/**
 * What Recherche looks into: login (the e-mail address), first and last names both ways round, and the company
 * name — "Camille Martin" and "Martin Camille" both find Camille Martin.
 */
export const COMPTE_SEARCH_TEXT = sql`(${comptes.login} || ' ' || ${comptes.prenom} || ' ' || ${comptes.nom} || ' ' || ${comptes.prenom} || ' ' || coalesce(${comptes.raisonSociale}, ''))`;

/** Accounts written before the type was recorded are front-office accounts, as toCompte reads them. */
const TYPE_COMPTE_OF_ROW = sql`coalesce(${comptes.idTypeCompte}, ${TYPE_COMPTE.frontoffice})`;

/** The conditions of CompteFiltres; an absent or null filter filters nothing. */
export function filtersOf(filters: CompteFiltres): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filters.Recherche?.trim();
  if (text) conditions.push(ilike(COMPTE_SEARCH_TEXT, containingPattern(text)));
  // A SIRET is searched by its first digits, as typed with or without spaces.
  const siret = filters.Siret?.replace(/\s/g, '');
  if (siret) conditions.push(like(comptes.siret, `${siret.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filters.IdTypeCompte != null) conditions.push(sql`${TYPE_COMPTE_OF_ROW} = ${filters.IdTypeCompte}`);
  if (filters.Confirme != null) conditions.push(eq(comptes.confirme, filters.Confirme));
  return and(...conditions);
}
