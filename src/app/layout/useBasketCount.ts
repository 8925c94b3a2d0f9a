import { useBasketItemCount } from '../../features/basket/hooks/useBasket.ts';

/** Items beside « Mon Panier »: the basket's quantities, reductions left out (spec 1 §2). */
export function useBasketCount(): number {
  return useBasketItemCount();
}
