import { useParams } from 'react-router-dom';
import { ORDER_TEXTS } from '../../../domain/order/orderTexts.ts';
import { isMissing, QueryOutcome } from '../../components/ui/QueryOutcome.tsx';
import page from '../../components/ui/Page.module.css';
import { useCommande } from '../../features/orders/api/getCommande.ts';
import { OrderDetail } from '../../features/orders/components/OrderDetail.tsx';
import { OrderHeader } from '../../features/orders/components/OrderHeader.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/commande/{id}`: one of the customer's orders; another customer's answers as an unknown one. */
export default function OrderRoute() {
  const id = parseId(useParams().id);
  const query = useCommande(id);
  const missing = isMissing(query, id !== null);
  useDocumentTitle(
    missing ? ORDER_TEXTS.notFound.title : query.data ? ORDER_TEXTS.title(query.data.Numero) : 'Commande',
  );

  return (
    <QueryOutcome query={query} missing={missing} notFound={ORDER_TEXTS.notFound} minHeight="40rem">
      {(commande) => (
        <div className={page.page}>
          <OrderHeader commande={commande} />
          <OrderDetail commande={commande} />
        </div>
      )}
    </QueryOutcome>
  );
}
