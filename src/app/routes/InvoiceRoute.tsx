import { useParams } from 'react-router-dom';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useFacture } from '../../features/invoices/api/getFacture.ts';
import { InvoiceActions } from '../../features/invoices/components/InvoiceActions.tsx';
import { InvoiceDocument } from '../../features/invoices/components/InvoiceDocument.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/facture/{id}`: an invoice of the customer's, printable, with its PDF. */
export default function InvoiceRoute() {
  const id = parseId(useParams().id);
  const facture = useFacture(id);
  const missing = id === null || (facture.error instanceof ApiError && facture.error.isNotFound);
  useDocumentTitle(
    missing
      ? INVOICE_TEXTS.notFound.title
      : facture.data
        ? INVOICE_TEXTS.title(facture.data.Numero, facture.data.Avoir)
        : INVOICE_TEXTS.facture,
  );

  if (missing) return <NotFound title={INVOICE_TEXTS.notFound.title} message={INVOICE_TEXTS.notFound.message} />;
  if (facture.isError)
    return <ErrorState message={errorMessage(facture.error)} onRetry={() => void facture.refetch()} />;
  if (facture.isPending) return <LoadingState minHeight="48rem" />;

  return (
    <div className={page.page}>
      <InvoiceActions facture={facture.data} />
      <InvoiceDocument facture={facture.data} />
    </div>
  );
}
