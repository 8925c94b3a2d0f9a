/** What other features use of the invoices: the billing identity block, the PDF download and the invoice's page. */
export { BillingIdentity } from './components/BillingIdentity.tsx';
export { InvoiceDownloadButton } from './components/InvoiceDownloadButton.tsx';
export type { IdentiteFacturation } from './types.ts';
export { InvoiceActions } from './components/InvoiceActions.tsx';
export { InvoiceDocument } from './components/InvoiceDocument.tsx';
export type { FetchInvoicePdf } from './api/downloadFacture.ts';
export type { Facture } from './api/getFacture.ts';
