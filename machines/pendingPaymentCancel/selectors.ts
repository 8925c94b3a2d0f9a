import type { SnapshotFrom } from 'xstate';
import { confirmationStep } from '../shared/confirmedCallMachine.ts';
import type { PendingPaymentCancelMachine } from './pendingPaymentCancelMachine.ts';
import type { BoCommande } from './types.ts';

export type PendingPaymentCancelSnapshot = SnapshotFrom<PendingPaymentCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type PendingPaymentDialogState =
  | { open: false }
  | { open: true; commande: BoCommande; step: 'confirming' | 'cancelling' | 'failed'; error: string | null };

export function selectDialog(snapshot: PendingPaymentCancelSnapshot): PendingPaymentDialogState {
  const { commande, error } = snapshot.context;
  const step = confirmationStep(snapshot, 'cancelling');
  if (!commande || !step) return { open: false };
  return { open: true, commande, step, error: step === 'failed' ? error : null };
}
