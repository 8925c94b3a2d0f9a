import { useSearchParams } from 'react-router-dom';
import { ORDER_TEXTS } from '../../../domain/order/orderTexts.ts';
import { ORDER_PARAM } from '../../../domain/order/paymentPaths.ts';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { PaymentCheckPage } from '../../features/payment/components/PaymentCheckPage.tsx';
import { PaymentOutcomePage } from '../../features/payment/components/PaymentOutcomePage.tsx';
import { usePaymentCheck } from '../../features/payment/usePaymentCheck.ts';
import { parseId } from '../../lib/routing/parseId.ts';

function useOrderParam(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(ORDER_PARAM) ?? undefined);
}

/** `/payment/check` (not indexed): waits for the provider's word on the order's payment. */
export function PaymentCheckRoute() {
  const idCommande = useOrderParam();
  if (idCommande === null)
    return <NotFound title={ORDER_TEXTS.notFound.title} message={ORDER_TEXTS.notFound.message} />;
  return <PaymentCheck idCommande={idCommande} />;
}

function PaymentCheck({ idCommande }: { idCommande: number }) {
  return <PaymentCheckPage check={usePaymentCheck(idCommande)} />;
}

export function PaymentSuccessRoute() {
  return <PaymentOutcomePage issue="succes" idCommande={useOrderParam()} />;
}

export function PaymentPendingRoute() {
  return <PaymentOutcomePage issue="attente" idCommande={useOrderParam()} />;
}

/** `/payment/failure` (not indexed). */
export function PaymentFailureRoute() {
  return <PaymentOutcomePage issue="echec" idCommande={useOrderParam()} />;
}

export function PaymentProcessingErrorRoute() {
  return <PaymentOutcomePage issue="erreur" idCommande={useOrderParam()} />;
}
