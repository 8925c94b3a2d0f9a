import { CheckoutPage } from '../../features/checkout/components/CheckoutPage.tsx';
import { useCheckout } from '../../features/checkout/useCheckout.ts';

/** `/panier/valider`: the order confirmation. */
export default function CheckoutRoute() {
  return <CheckoutPage {...useCheckout()} />;
}
