// What the other areas may use of this one: they import it from here, never from its other files.
export { issueCreditNote, issuePaymentCreditNote } from './issueInvoice.ts';
export type { IssuedInvoice } from './issueInvoice.ts';
export { findInvoicesOf, invoicePdfOf } from './invoiceDocuments.ts';
