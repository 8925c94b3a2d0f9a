import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { PendingPaymentCancelMachine } from './pendingPaymentCancelMachine.ts';
import type { BoCommande } from './types.ts';

export type PendingPaymentCancelSnapshot = SnapshotFrom<PendingPaymentCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type PendingPaymentDialogState = ConfirmationDialog<{ commande: BoCommande }, 'cancelling'>;

export function selectDialog(snapshot: PendingPaymentCancelSnapshot): PendingPaymentDialogState {
  const { commande } = snapshot.context;
  return confirmationDialog(snapshot, 'cancelling', commande && { commande });
}
