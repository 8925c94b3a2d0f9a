import type { SnapshotFrom } from 'xstate';
import { isDirty } from './draft.ts';
import type { ContentEditMachine } from './contentEditMachine.ts';

export type ContentEditSnapshot = SnapshotFrom<ContentEditMachine>;

export function selectIsDirty(snapshot: ContentEditSnapshot): boolean {
  return isDirty(snapshot.context.loaded, snapshot.context.draft);
}

/** The panel is on screen from « Modifier » until it is closed. */
export function selectIsOpen(snapshot: ContentEditSnapshot): boolean {
  return !snapshot.matches('closed');
}
