import type { SnapshotFrom } from 'xstate';
import type { PendingPaymentCancelMachine } from './pendingPaymentCancelMachine.ts';
import type { BoCommande } from './types.ts';

export type PendingPaymentCancelSnapshot = SnapshotFrom<PendingPaymentCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type PendingPaymentDialogState =
  | { open: false }
  | { open: true; commande: BoCommande; step: 'confirming' | 'cancelling' | 'failed'; error: string | null };

export function selectDialog(snapshot: PendingPaymentCancelSnapshot): PendingPaymentDialogState {
  const { commande, error } = snapshot.context;
  if (!commande) return { open: false };
  if (snapshot.matches('confirming')) return { open: true, commande, step: 'confirming', error: null };
  if (snapshot.matches('cancelling')) return { open: true, commande, step: 'cancelling', error: null };
  if (snapshot.matches('failed')) return { open: true, commande, step: 'failed', error };
  return { open: false };
}
