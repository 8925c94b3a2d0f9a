/** The query keys of the customer's invoices. */
export const invoiceKeys = {
  detail: (id: number) => ['factures', id] as const,
};
