/** Addresses of the back office's order screens (spec 2 §2). */
export const ADMIN_COMMANDE_PATHS = {
  list: '/admin/commandes',
  invoice: (idPersonne: number, id: number) => `/admin/facture/${idPersonne}/${id}`,
  /** The list opened on one order, found by its number. */
  commande: (id: number, numero: string) => `/admin/commandes?Recherche=${encodeURIComponent(numero)}&Commande=${id}`,
} as const;

/** The address parameter naming the order opened over the list. */
export const OPEN_COMMANDE_PARAM = 'Commande';
