import type { components } from '../../../openapi/generated/schema.d.ts';
import { NOTIFICATION_REFUSALS } from '../../../domain/order/paymentMessages.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import type { PaymentAttempt } from './attemptRepository.ts';
import { hasValidLyraSignature } from './lyraSignature.ts';
import { EURO_CURRENCY } from './paymentForm.ts';

/** A notification's fields as the contract validated them: strings only. */
export type NotificationFields = components['schemas']['NotificationPaiement'] & Readonly<Record<string, string>>;

/** The notification is the provider's, for this shop and this mode; otherwise it is refused before anything is read. */
export function checkNotificationOrigin(fields: NotificationFields, payment: PaymentConfig): void {
  if (!hasValidLyraSignature(fields, payment.key)) throw new HttpError(400, NOTIFICATION_REFUSALS.invalidSignature);
  if (fields.vads_site_id !== payment.siteId) throw new HttpError(400, NOTIFICATION_REFUSALS.wrongSite);
  if (fields.vads_ctx_mode !== payment.mode) throw new HttpError(400, NOTIFICATION_REFUSALS.wrongMode);
}

/** The amount and currency are those the attempt's form asked for. */
export function checkNotificationAmount(fields: NotificationFields, attempt: PaymentAttempt): void {
  if (fields.vads_amount !== String(attempt.montantCentimes) || fields.vads_currency !== EURO_CURRENCY) {
    throw new HttpError(400, NOTIFICATION_REFUSALS.amountMismatch);
  }
}
