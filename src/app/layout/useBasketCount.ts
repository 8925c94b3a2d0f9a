import { useAuth } from '../../features/auth/public.ts';
import { isBasketCountPending } from '../../features/basket/basketPending.ts';
import { useBasket } from '../../features/basket/public.ts';

/**
 * Items beside « Mon Panier »: the basket's quantities, reductions left out (spec 1 §2); null while the
 * customer's basket is on its way, so that the header never shows a count that is about to change.
 */
export function useBasketCount(): number | null {
  const auth = useAuth();
  const { status, basket } = useBasket();
  return isBasketCountPending(auth, status) ? null : basket.count;
}
