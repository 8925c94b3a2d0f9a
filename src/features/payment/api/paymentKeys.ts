/** The query keys of an order's payment. */
export const paymentKeys = {
  state: (idCommande: number) => ['Paiement_GetEtat', idCommande] as const,
};
