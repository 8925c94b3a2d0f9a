/** What other features use of the orders: an order as placed, and its state's badge. */
export { CommandeDetail } from './components/CommandeDetail.tsx';
export type { InvoiceAccess } from './components/CommandeInvoices.tsx';
export { CommandeStateBadge } from './components/CommandeStateBadge.tsx';
export type { Commande } from './api/getCommande.ts';
