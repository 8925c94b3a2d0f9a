/** The query keys of the customer's orders: the pages of the list and each order. */
export const commandeKeys = {
  page: (page: number) => ['commandes', 'page', page] as const,
  detail: (id: number) => ['commandes', 'detail', id] as const,
};
