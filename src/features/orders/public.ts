/** What other features use of the orders: an order as placed, and its state's badge. */
export { OrderDetail } from './components/OrderDetail.tsx';
export type { InvoiceAccess } from './components/OrderInvoices.tsx';
export { OrderStateBadge } from './components/OrderStateBadge.tsx';
export type { Commande } from './api/getCommande.ts';
