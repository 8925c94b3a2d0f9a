import { Link } from 'react-router-dom';
import { INVOICE_TEXTS } from '../../../../domain/order/invoiceTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { Button } from '../../../components/ui/Button.tsx';
import page from '../../../components/ui/Page.module.css';
import type { FetchInvoicePdf } from '../api/downloadFacture.ts';
import type { Facture } from '../api/getFacture.ts';
import { InvoiceDownloadButton } from './InvoiceDownloadButton.tsx';
import styles from './InvoiceActions.module.css';

export interface InvoiceActionsProps {
  facture: Facture;
  /** The back office's way back and PDF call; the customer's order and call by default. */
  back?: { to: string; label: string };
  fetchPdf?: FetchInvoicePdf;
}

/** The way back to the order, printing and the PDF; none of them is printed. */
export function InvoiceActions({ facture, back, fetchPdf }: InvoiceActionsProps) {
  return (
    <div className={styles.actions} data-print-hidden>
      <Link to={back?.to ?? FOLLOW_UP_PATHS.commande(facture.IdCommande)} className={page.back}>
        ← {back?.label ?? INVOICE_TEXTS.fromCommande(facture.NumeroCommande)}
      </Link>
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={() => window.print()}>
          {INVOICE_TEXTS.print}
        </Button>
        <InvoiceDownloadButton facture={facture} label={INVOICE_TEXTS.download} variant="primary" fetchPdf={fetchPdf} />
      </div>
    </div>
  );
}
