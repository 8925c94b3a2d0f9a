import { useParams } from 'react-router-dom';
import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import { isMissing, QueryOutcome } from '../../components/ui/QueryOutcome.tsx';
import page from '../../components/ui/Page.module.css';
import { useCommande } from '../../features/orders/api/getCommande.ts';
import { CommandeDetail } from '../../features/orders/components/CommandeDetail.tsx';
import { CommandeHeader } from '../../features/orders/components/CommandeHeader.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/commande/{id}`: one of the customer's orders; another customer's answers as an unknown one. */
export default function CommandeRoute() {
  const id = parseId(useParams().id);
  const query = useCommande(id);
  const missing = isMissing(query, id !== null);
  useDocumentTitle(
    missing ? COMMANDE_TEXTS.notFound.title : query.data ? COMMANDE_TEXTS.title(query.data.Numero) : 'Commande',
  );

  return (
    <QueryOutcome query={query} missing={missing} notFound={COMMANDE_TEXTS.notFound} minHeight="40rem">
      {(commande) => (
        <div className={page.page}>
          <CommandeHeader commande={commande} />
          <CommandeDetail commande={commande} forCustomer />
        </div>
      )}
    </QueryOutcome>
  );
}
