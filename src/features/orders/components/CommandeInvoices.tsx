import { Link } from 'react-router-dom';
import { INVOICE_TEXTS } from '../../../../domain/order/invoiceTexts.ts';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { InvoiceDownloadButton, type FetchInvoicePdf } from '../../invoices/public.ts';
import type { FactureResume } from '../api/getCommande.ts';
import styles from './CommandeDetail.module.css';

/** Where an invoice opens and where its PDF comes from: the customer's pages and calls by default. */
export interface InvoiceAccess {
  path: (idFacture: number) => string;
  fetchPdf?: FetchInvoicePdf;
}

const CUSTOMER_ACCESS: InvoiceAccess = { path: FOLLOW_UP_PATHS.invoice };

export interface CommandeInvoicesProps {
  factures: readonly FactureResume[];
  isPaid: boolean;
  access?: InvoiceAccess;
}

/**
 * The order's invoice, and its credit notes if any: each opens as a page and downloads as a PDF. The invoice is
 * issued just after the payment is accepted: until then, `isPaid` says which of the two waits it is.
 */
export function CommandeInvoices({ factures, isPaid, access = CUSTOMER_ACCESS }: CommandeInvoicesProps) {
  if (factures.length === 0)
    return <EmptyState>{isPaid ? COMMANDE_TEXTS.invoicePending : COMMANDE_TEXTS.noInvoice}</EmptyState>;
  return (
    <ul className={styles.invoices}>
      {factures.map((facture) => {
        const nameId = `facture-${facture.Id}`;
        return (
          <li key={facture.Id} className={styles.invoice}>
            <p className={styles.invoiceText}>
              <Link id={nameId} to={access.path(facture.Id)} className={styles.invoiceLink}>
                {INVOICE_TEXTS.title(facture.Numero, facture.Avoir)}
              </Link>
              <span>
                du {formatDate(facture.DateEmission)}, {formatPrice(facture.TotalTTCCentimes)} TTC
              </span>
            </p>
            <InvoiceDownloadButton
              facture={facture}
              label={INVOICE_TEXTS.downloadFromCommande}
              aria-describedby={nameId}
              {...(access.fetchPdf ? { fetchPdf: access.fetchPdf } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
