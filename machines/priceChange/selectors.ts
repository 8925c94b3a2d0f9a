import type { SnapshotFrom } from 'xstate';
import type { FieldError } from '../../domain/validation/fieldErrors.ts';
import type { PriceChangeMachine } from './priceChangeMachine.ts';

export type PriceChangeSnapshot = SnapshotFrom<PriceChangeMachine>;

/** Whether the schedule form waits for the server. */
export function selectScheduling(snapshot: PriceChangeSnapshot): boolean {
  return snapshot.matches('scheduling');
}

/** The last scheduling's refusal: the server's message and the fields it named; nothing once another call starts. */
export function selectScheduleRefusal(snapshot: PriceChangeSnapshot): { message: string | null; fields: FieldError[] } {
  if (!snapshot.matches('idle')) return { message: null, fields: [] };
  return { message: snapshot.context.error, fields: snapshot.context.fieldErrors };
}

/** What the cancel confirmation shows: closed, asking, waiting for the server, or after a failure with its reason. */
export type CancelDialog =
  { open: false } | { open: true; step: 'confirmingCancel' | 'cancelling' | 'cancelFailed'; error: string | null };

export function selectCancelDialog(snapshot: PriceChangeSnapshot): CancelDialog {
  const step = (['confirmingCancel', 'cancelling', 'cancelFailed'] as const).find((state) => snapshot.matches(state));
  if (!step) return { open: false };
  return { open: true, step, error: step === 'cancelFailed' ? snapshot.context.error : null };
}
