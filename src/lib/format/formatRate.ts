// The screens and the invoices write VAT rates the same way: the rule lives in the domain.
export { formatRate } from '../../../domain/formatRate.ts';
