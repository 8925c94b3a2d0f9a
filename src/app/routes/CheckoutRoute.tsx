import { CheckoutPage } from '../../features/checkout/components/CheckoutPage.tsx';
import { useCheckoutActor } from '../../features/checkout/useCheckoutActor.ts';

/** `/panier/valider`: the order confirmation. */
export default function CheckoutRoute() {
  return <CheckoutPage checkout={useCheckoutActor()} />;
}
