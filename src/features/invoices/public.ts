/** What other features use of the invoices: the billing identity block and the PDF download. */
export { BillingIdentity } from './components/BillingIdentity.tsx';
export { InvoiceDownloadButton } from './components/InvoiceDownloadButton.tsx';
export type { IdentiteFacturation } from './types.ts';
