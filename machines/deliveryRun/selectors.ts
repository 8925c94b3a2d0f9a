import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { DeliveryRunMachine } from './deliveryRunMachine.ts';

export type DeliveryRunSnapshot = SnapshotFrom<DeliveryRunMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type DeliveryRunDialogState = ConfirmationDialog<object, 'delivering'>;

export function selectRunDialog(snapshot: DeliveryRunSnapshot): DeliveryRunDialogState {
  // The run has no subject of its own: the dialog is open exactly in its states.
  return confirmationDialog(snapshot, 'delivering', {});
}
