import type { SnapshotFrom } from 'xstate';
import { confirmationStep } from '../shared/confirmedCallMachine.ts';
import type { SubscriptionCancelMachine } from './subscriptionCancelMachine.ts';
import type { Abonnement } from './types.ts';

export type SubscriptionCancelSnapshot = SnapshotFrom<SubscriptionCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type CancelDialogState =
  | { open: false }
  | { open: true; abonnement: Abonnement; step: 'confirming' | 'cancelling' | 'failed'; error: string | null };

export function selectDialog(snapshot: SubscriptionCancelSnapshot): CancelDialogState {
  const { abonnement, error } = snapshot.context;
  const step = confirmationStep(snapshot, 'cancelling');
  if (!abonnement || !step) return { open: false };
  return { open: true, abonnement, step, error: step === 'failed' ? error : null };
}

/** The subscription whose cancellation has just gone through, until another is asked for. */
export function selectJustCancelled(snapshot: SubscriptionCancelSnapshot): Abonnement | null {
  return snapshot.matches('done') ? snapshot.context.abonnement : null;
}
