// The screens, the e-mails and the invoices write prices the same way: the rule lives in the domain.
export { formatPrice } from '../../../domain/formatPrice.ts';
