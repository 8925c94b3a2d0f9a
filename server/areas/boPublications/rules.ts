import type { components } from '../../../openapi/generated/schema.d.ts';

export type PublicationFiltres = components['schemas']['PublicationFiltres'];
export type TriPublication = NonNullable<components['schemas']['TriPublication']['Tri']>;
export type BoPublicationList = 'publications' | 'moderation';

/** The sort of each list when the caller gives none: last updated first; the oldest submission first. */
export const DEFAULT_SORT: Readonly<Record<BoPublicationList, TriPublication>> = {
  publications: { Colonne: 'DateMaj', Sens: 'desc' },
  moderation: { Colonne: 'DateSoumission', Sens: 'asc' },
};

export function sortOf(tri: TriPublication | null | undefined, list: BoPublicationList): TriPublication {
  return tri ?? DEFAULT_SORT[list];
}

/** Whether the filters read the brand: then no publication without a brand passes them. */
export function filtersReadMarque(filters: PublicationFiltres): boolean {
  return Boolean(filters.Marque?.trim());
}

/** Whether the filters read the owner's login. */
export function filtersReadLogin(filters: PublicationFiltres): boolean {
  return Boolean(filters.Login?.trim());
}
