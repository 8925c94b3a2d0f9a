import { useParams } from 'react-router-dom';
import { ORDER_TEXTS } from '../../../domain/order/orderTexts.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useCommande } from '../../features/orders/api/getCommande.ts';
import { OrderDetail } from '../../features/orders/components/OrderDetail.tsx';
import { OrderHeader } from '../../features/orders/components/OrderHeader.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/commande/{id}`: one of the customer's orders; another customer's answers as an unknown one. */
export default function OrderRoute() {
  const id = parseId(useParams().id);
  const commande = useCommande(id);
  const missing = id === null || (commande.error instanceof ApiError && commande.error.isNotFound);
  useDocumentTitle(
    missing ? ORDER_TEXTS.notFound.title : commande.data ? ORDER_TEXTS.title(commande.data.Numero) : 'Commande',
  );

  if (missing) return <NotFound title={ORDER_TEXTS.notFound.title} message={ORDER_TEXTS.notFound.message} />;
  if (commande.isError)
    return <ErrorState message={errorMessage(commande.error)} onRetry={() => void commande.refetch()} />;
  if (commande.isPending) return <LoadingState minHeight="40rem" />;

  return (
    <div className={page.page}>
      <OrderHeader commande={commande.data} />
      <OrderDetail commande={commande.data} />
    </div>
  );
}
