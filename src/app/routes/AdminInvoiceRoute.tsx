import { useParams } from 'react-router-dom';
import { ADMIN_COMMANDE_TEXTS } from '../../../domain/order/boCommandeTexts.ts';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import { NOT_FOUND_TITLE, NotFound } from '../../components/ui/NotFound.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { boFacturePdf, useBoFacture } from '../../features/adminOrders/api/boFacture.ts';
import { ADMIN_COMMANDE_PATHS } from '../../features/adminOrders/paths.ts';
import { InvoiceActions, InvoiceDocument } from '../../features/invoices/public.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/facture/{idpersonne}/{id}`: an account's invoice as the customer sees it, with its PDF (back to orders). */
export default function AdminInvoiceRoute() {
  const params = useParams();
  const idPersonne = parseId(params.idpersonne);
  const id = parseId(params.id);
  const ids = idPersonne !== null && id !== null ? { Id: id, IdPersonne: idPersonne } : null;
  const facture = useBoFacture(ids);
  const missing = ids === null || (facture.error instanceof ApiError && facture.error.isNotFound);
  useDocumentTitle(
    missing
      ? NOT_FOUND_TITLE
      : facture.data
        ? INVOICE_TEXTS.title(facture.data.Numero, facture.data.Avoir)
        : INVOICE_TEXTS.facture,
  );

  if (missing) return <NotFound />;
  if (facture.isError)
    return <ErrorState message={errorMessage(facture.error)} onRetry={() => void facture.refetch()} />;
  if (facture.isPending) return <LoadingState minHeight="48rem" />;

  return (
    <div className={page.page}>
      <InvoiceActions
        facture={facture.data}
        back={{ to: ADMIN_COMMANDE_PATHS.list, label: ADMIN_COMMANDE_TEXTS.listTitle }}
        fetchPdf={boFacturePdf(ids.IdPersonne)}
      />
      <InvoiceDocument
        facture={facture.data}
        commandePath={ADMIN_COMMANDE_PATHS.commande(facture.data.IdCommande, facture.data.NumeroCommande)}
      />
    </div>
  );
}
