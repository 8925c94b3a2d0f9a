import { PENDING_PAYMENT_REFUSALS } from '../../../domain/order/pendingPayment.ts';
import type { PaymentConfig } from '../../platform/config/config.ts';
import { HttpError } from '../../platform/http/httpError.ts';

/** Lyra's REST web service that cancels a transaction not yet captured, or refunds a captured one. */
export const CANCEL_OR_REFUND_PATH = 'V4/Transaction/CancelOrRefund';

/** How long the provider may take to answer; the order stays locked meanwhile. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface TransactionCancellation {
  /** The provider's transaction id (vads_trans_uuid of its notification). */
  uuid: string;
  amountCentimes: number;
  /** Written in the provider's back office next to the operation. */
  comment: string;
}

/** The part of a web-service answer the shop reads: `status`, and the transaction or the error in `answer`. */
interface WebServiceAnswer {
  status?: unknown;
  answer?: { detailedStatus?: unknown; errorMessage?: unknown; errorCode?: unknown };
}

async function readAnswer(response: Response): Promise<WebServiceAnswer | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as WebServiceAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cancels a pending transaction at the provider (`Transaction/CancelOrRefund`, `resolutionMode` CANCELLATION_ONLY, so
 * that a transaction captured meanwhile is refused rather than refunded) and returns once the provider answers that it
 * is CANCELLED. A refusal or no answer throws a 502 with a French message: nothing was cancelled that the shop knows.
 */
export async function cancelTransaction(
  payment: PaymentConfig,
  cancellation: TransactionCancellation,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!payment.api) throw new HttpError(502, PENDING_PAYMENT_REFUSALS.notConfigured);
  let response: Response;
  try {
    response = await fetchImpl(`${payment.api.url}${CANCEL_OR_REFUND_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${payment.siteId}:${payment.api.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        uuid: cancellation.uuid,
        amount: cancellation.amountCentimes,
        currency: 'EUR',
        resolutionMode: 'CANCELLATION_ONLY',
        comment: cancellation.comment,
      }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, PENDING_PAYMENT_REFUSALS.providerUnreachable);
  }
  const answer = await readAnswer(response);
  if (answer?.status === 'SUCCESS' && answer.answer?.detailedStatus === 'CANCELLED') return;
  if (answer?.status === 'ERROR' && typeof answer.answer?.errorMessage === 'string') {
    const code = typeof answer.answer.errorCode === 'string' ? ` (${answer.answer.errorCode})` : '';
    throw new HttpError(502, PENDING_PAYMENT_REFUSALS.providerRefused(`${answer.answer.errorMessage}${code}.`));
  }
  throw new HttpError(502, PENDING_PAYMENT_REFUSALS.providerUnreachable);
}
