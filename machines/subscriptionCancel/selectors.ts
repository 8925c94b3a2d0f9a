import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { SubscriptionCancelMachine } from './subscriptionCancelMachine.ts';
import type { Abonnement } from './types.ts';

export type SubscriptionCancelSnapshot = SnapshotFrom<SubscriptionCancelMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type CancelDialogState = ConfirmationDialog<{ abonnement: Abonnement }, 'cancelling'>;

export function selectDialog(snapshot: SubscriptionCancelSnapshot): CancelDialogState {
  const { abonnement } = snapshot.context;
  return confirmationDialog(snapshot, 'cancelling', abonnement && { abonnement });
}

/** The subscription whose cancellation has just gone through, until another is asked for. */
export function selectJustCancelled(snapshot: SubscriptionCancelSnapshot): Abonnement | null {
  return snapshot.matches('done') ? snapshot.context.abonnement : null;
}
