import { useSearchParams } from 'react-router-dom';
import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import { COMMANDE_PARAM } from '../../../domain/order/paymentPaths.ts';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { PaymentCheckPage } from '../../features/payment/components/PaymentCheckPage.tsx';
import { PaymentOutcomePage } from '../../features/payment/components/PaymentOutcomePage.tsx';
import { usePaymentCheck } from '../../features/payment/usePaymentCheck.ts';
import { parseId } from '../../lib/routing/parseId.ts';

function useCommandeParam(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(COMMANDE_PARAM) ?? undefined);
}

/** `/payment/check` (not indexed): waits for the provider's word on the order's payment. */
export function PaymentCheckRoute() {
  const idCommande = useCommandeParam();
  if (idCommande === null)
    return <NotFound title={COMMANDE_TEXTS.notFound.title} message={COMMANDE_TEXTS.notFound.message} />;
  return <PaymentCheck idCommande={idCommande} />;
}

function PaymentCheck({ idCommande }: { idCommande: number }) {
  return <PaymentCheckPage check={usePaymentCheck(idCommande)} />;
}

export function PaymentSuccessRoute() {
  return <PaymentOutcomePage issue="succes" idCommande={useCommandeParam()} />;
}

export function PaymentPendingRoute() {
  return <PaymentOutcomePage issue="attente" idCommande={useCommandeParam()} />;
}

/** `/payment/failure` (not indexed). */
export function PaymentFailureRoute() {
  return <PaymentOutcomePage issue="echec" idCommande={useCommandeParam()} />;
}

export function PaymentProcessingErrorRoute() {
  return <PaymentOutcomePage issue="erreur" idCommande={useCommandeParam()} />;
}
