/**
 * Items shown beside « Mon Panier ». The basket is not part of the portal yet, so nothing can be in it; the
 * basket feature replaces this with its lines minus the discounts (spec 1 §2).
 */
export function useBasketCount(): number {
  return 0;
}
