import { ETATS_LIVRAISON, type EtatLivraison } from '../../../../domain/referencing/deliveryTexts.ts';

/** The filters of the back office's delivery list, as the address keeps them (the contract's names). */
export const DELIVERY_FILTERS = {
  Recherche: 'text',
  Etat: 'text',
  DateDebut: 'date',
  DateFin: 'date',
} as const;

/** The server keeps the newest first: the list has no sort of its own. */
export const DELIVERY_SORT_COLUMNS = [] as const;

/** The state the address names, or null for anything else (no filter). */
export function etatOf(value: string | null): EtatLivraison | null {
  return ETATS_LIVRAISON.find((etat) => etat === value) ?? null;
}
