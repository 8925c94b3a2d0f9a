import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { DeliveryRetryMachine } from './deliveryRetryMachine.ts';
import type { LivraisonResume } from './types.ts';

export type DeliveryRetrySnapshot = SnapshotFrom<DeliveryRetryMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type DeliveryRetryDialogState = ConfirmationDialog<{ livraison: LivraisonResume }, 'retrying'>;

export function selectRetryDialog(snapshot: DeliveryRetrySnapshot): DeliveryRetryDialogState {
  const { livraison } = snapshot.context;
  return confirmationDialog(snapshot, 'retrying', livraison && { livraison });
}
