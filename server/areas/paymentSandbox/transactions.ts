/** A transaction the sandbox has given an outcome, as its web services know it. */
export interface SandboxTransaction {
  uuid: string;
  amount: number;
  transStatus: string;
}

/** The statuses of a transaction not captured yet, which CANCELLATION_ONLY may cancel. */
const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set([
  'AUTHORISED',
  'AUTHORISED_TO_VALIDATE',
  'WAITING_AUTHORISATION',
  'WAITING_AUTHORISATION_TO_VALIDATE',
  'UNDER_VERIFICATION',
]);

/** A web service's answer, as Lyra's REST API shapes it: SUCCESS with the transaction, or ERROR with its reason. */
export type WebServiceAnswer =
  | { status: 'SUCCESS'; answer: { uuid: string; amount: number; currency: 'EUR'; detailedStatus: string } }
  | { status: 'ERROR'; answer: { errorCode: string; errorMessage: string } };

function error(errorCode: string, errorMessage: string): WebServiceAnswer {
  return { status: 'ERROR', answer: { errorCode, errorMessage } };
}

/** What Transaction/CancelOrRefund reads of its body. */
export interface CancelOrRefundRequest {
  uuid?: unknown;
  amount?: unknown;
  currency?: unknown;
  resolutionMode?: unknown;
}

/**
 * The transactions of this process, by uuid. Like the notification retries, they live in memory only: after a
 * restart the sandbox no longer knows a transaction, and answers that it cannot find it.
 */
export function createSandboxTransactions() {
  const byUuid = new Map<string, SandboxTransaction>();
  return {
    record(transaction: SandboxTransaction): void {
      byUuid.set(transaction.uuid, { ...transaction });
    },
    find(uuid: string): SandboxTransaction | undefined {
      return byUuid.get(uuid);
    },
    /**
     * Transaction/CancelOrRefund: a transaction not yet captured is cancelled, for its whole amount only; the sandbox
     * never captures, so REFUND_ONLY finds nothing to refund.
     */
    cancelOrRefund(request: CancelOrRefundRequest): WebServiceAnswer {
      const transaction = typeof request.uuid === 'string' ? byUuid.get(request.uuid) : undefined;
      if (!transaction) return error('PSP_010', 'Transaction introuvable.');
      if (request.resolutionMode === 'REFUND_ONLY') {
        return error('PSP_100', 'La transaction n’est pas remise en banque : il n’y a rien à rembourser.');
      }
      if (request.amount !== undefined && request.amount !== transaction.amount) {
        return error(
          'PSP_011',
          'Le montant doit être celui de la transaction : l’annulation partielle n’est pas proposée.',
        );
      }
      if (request.currency !== undefined && request.currency !== 'EUR') {
        return error('PSP_011', 'La devise doit être celle de la transaction (EUR).');
      }
      if (!CANCELLABLE_STATUSES.has(transaction.transStatus)) {
        return error('PSP_100', `La transaction est ${transaction.transStatus} : elle ne peut plus être annulée.`);
      }
      transaction.transStatus = 'CANCELLED';
      return {
        status: 'SUCCESS',
        answer: { uuid: transaction.uuid, amount: transaction.amount, currency: 'EUR', detailedStatus: 'CANCELLED' },
      };
    },
  };
}

export type SandboxTransactions = ReturnType<typeof createSandboxTransactions>;
