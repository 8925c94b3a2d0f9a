/** The filters of the back office's order list, as the address keeps them (the contract's names). */
export const COMMANDE_FILTERS = {
  Recherche: 'text',
  IdEtatCommande: 'id',
  IdPersonne: 'id',
  DatePassageDebut: 'date',
  DatePassageFin: 'date',
  /** `oui` (TO_REFUND_FILTER_ON) keeps only the orders with a payment « à rembourser ». */
  ARembourser: 'text',
} as const;

/** How the address says the list keeps only the orders with a payment « à rembourser ». */
export const TO_REFUND_FILTER_ON = 'oui';

export const COMMANDE_SORT_COLUMNS = ['Numero', 'DatePassage', 'Client', 'EtatCommande', 'TotalTTCCentimes'] as const;
export type CommandeSortColumn = (typeof COMMANDE_SORT_COLUMNS)[number];

/** The server's order when none is asked: the newest first. */
export const DEFAULT_COMMANDE_SORT = { column: 'DatePassage', direction: 'descending' } as const;
