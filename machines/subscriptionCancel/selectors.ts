import type { SnapshotFrom } from 'xstate';
import type { SubscriptionCancelMachine } from './subscriptionCancelMachine.ts';
import type { Abonnement } from './types.ts';

export type SubscriptionCancelSnapshot = SnapshotFrom<SubscriptionCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type CancelDialogState =
  | { open: false }
  | { open: true; abonnement: Abonnement; step: 'confirming' | 'cancelling' | 'failed'; error: string | null };

export function selectDialog(snapshot: SubscriptionCancelSnapshot): CancelDialogState {
  const { abonnement, error } = snapshot.context;
  if (!abonnement) return { open: false };
  if (snapshot.matches('confirming')) return { open: true, abonnement, step: 'confirming', error: null };
  if (snapshot.matches('cancelling')) return { open: true, abonnement, step: 'cancelling', error: null };
  if (snapshot.matches('failed')) return { open: true, abonnement, step: 'failed', error };
  return { open: false };
}

/** The subscription whose cancellation has just gone through, until another is asked for. */
export function selectJustCancelled(snapshot: SubscriptionCancelSnapshot): Abonnement | null {
  return snapshot.matches('done') ? snapshot.context.abonnement : null;
}
