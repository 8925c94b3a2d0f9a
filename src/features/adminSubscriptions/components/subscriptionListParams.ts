import type { EtatAbonnement } from '../api/getBoAbonnementPage.ts';

/** The filters of the back office's subscription list, as the address keeps them (the contract's names). */
export const SUBSCRIPTION_FILTERS = {
  Recherche: 'text',
  Etat: 'text',
  DateDebutMin: 'date',
  DateDebutMax: 'date',
} as const;

export const SUBSCRIPTION_SORT_COLUMNS = ['Libelle', 'Client', 'DateDebut', 'DateFin'] as const;
export type SubscriptionSortColumn = (typeof SUBSCRIPTION_SORT_COLUMNS)[number];

/** The server's order when none is asked: the latest started first. */
export const DEFAULT_SUBSCRIPTION_SORT = { column: 'DateDebut', direction: 'descending' } as const;

export const ETATS_ABONNEMENT: readonly EtatAbonnement[] = ['actif', 'resilie', 'termine'];

/** The state the address names, or null for anything else (no filter). */
export function etatOf(value: string | null): EtatAbonnement | null {
  return ETATS_ABONNEMENT.find((etat) => etat === value) ?? null;
}
