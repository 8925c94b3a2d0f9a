import { INVOICE_TEXTS } from '../../../../domain/order/invoiceTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button, type ButtonVariant } from '../../../components/ui/Button.tsx';
import { useDownloadFacture, type FactureToDownload, type FetchInvoicePdf } from '../api/downloadFacture.ts';

export interface InvoiceDownloadButtonProps {
  facture: FactureToDownload;
  /** What the button reads (« Télécharger la facture (PDF) », « Télécharger le PDF »). */
  label: string;
  variant?: ButtonVariant;
  /** The element that names the invoice, when several buttons read the same. */
  'aria-describedby'?: string;
  /** The back office downloads an account's invoice through its own call. */
  fetchPdf?: FetchInvoicePdf;
}

/** Saves the invoice's PDF as `<Numero>.pdf`; a failure is said in a toast and may be tried again. */
export function InvoiceDownloadButton({
  facture,
  label,
  variant = 'secondary',
  'aria-describedby': describedBy,
  fetchPdf,
}: InvoiceDownloadButtonProps) {
  const download = useDownloadFacture(fetchPdf);
  return (
    // Not react-aria's isPending: its announcement keeps pointing at an element gone with the short download.
    <Button
      variant={variant}
      aria-disabled={download.isPending || undefined}
      aria-describedby={describedBy}
      onPress={() => {
        if (download.isPending) return;
        download.mutate(facture, { onError: () => toast.error(INVOICE_TEXTS.downloadFailed) });
      }}
    >
      {download.isPending ? INVOICE_TEXTS.downloading : label}
    </Button>
  );
}
