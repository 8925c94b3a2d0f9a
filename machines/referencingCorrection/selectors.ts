import type { SnapshotFrom } from 'xstate';
import { confirmationDialog, type ConfirmationDialog } from '../shared/confirmedCallMachine.ts';
import type { ReferencingCorrectionMachine } from './referencingCorrectionMachine.ts';
import type { Publication } from './types.ts';

export type ReferencingCorrectionSnapshot = SnapshotFrom<ReferencingCorrectionMachine>;

/** What the confirmation dialog shows: closed, asking, waiting for the server, or after a failure. */
export type CorrectionDialogState = ConfirmationDialog<{ publication: Publication }, 'correcting'>;

export function selectDialog(snapshot: ReferencingCorrectionSnapshot): CorrectionDialogState {
  const { publication } = snapshot.context;
  return confirmationDialog(snapshot, 'correcting', publication && { publication });
}
