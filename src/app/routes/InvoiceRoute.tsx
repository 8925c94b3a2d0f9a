import { useParams } from 'react-router-dom';
import { INVOICE_TEXTS } from '../../../domain/order/invoiceTexts.ts';
import { isMissing, QueryOutcome } from '../../components/ui/QueryOutcome.tsx';
import page from '../../components/ui/Page.module.css';
import { useFacture } from '../../features/invoices/api/getFacture.ts';
import { InvoiceActions } from '../../features/invoices/components/InvoiceActions.tsx';
import { InvoiceDocument } from '../../features/invoices/components/InvoiceDocument.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/facture/{id}`: an invoice of the customer's, printable, with its PDF. */
export default function InvoiceRoute() {
  const id = parseId(useParams().id);
  const query = useFacture(id);
  const missing = isMissing(query, id !== null);
  useDocumentTitle(
    missing
      ? INVOICE_TEXTS.notFound.title
      : query.data
        ? INVOICE_TEXTS.title(query.data.Numero, query.data.Avoir)
        : INVOICE_TEXTS.facture,
  );

  return (
    <QueryOutcome query={query} missing={missing} notFound={INVOICE_TEXTS.notFound} minHeight="48rem">
      {(facture) => (
        <div className={page.page}>
          <InvoiceActions facture={facture} />
          <InvoiceDocument facture={facture} />
        </div>
      )}
    </QueryOutcome>
  );
}
